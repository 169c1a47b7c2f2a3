import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where the header (or footer) goes in the shell. On a bare route (home, spec 2) it is not shown, but
 * it is rendered ahead, at idle and interruptibly, into a node outside the document: leaving home for
 * /projects then only attaches that node, instead of building the header in the navigation's own
 * render (its ~130 components, most of them Chakra elements that resolve their styles, were about
 * half of the Open projects click's render). Outside the document it is neither seen, focused nor
 * found; attached, it sits here, in document order, before the screen.
 */
export function ChromeSlot({
  show,
  premount,
  children,
}: {
  /** Shown on this route. */
  show: boolean;
  /** Rendered ahead while not shown (false when the host hides it for good, e.g. embedded). */
  premount: boolean;
  children: ReactNode;
}) {
  const [node] = useState(() => {
    const element = document.createElement('div');
    // No box of its own: the header keeps the shell's column as its containing block (sticky).
    element.style.display = 'contents';
    return element;
  });
  const [ahead, setAhead] = useState(false);
  const here = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (show || ahead || !premount) return;
    const run = () => startTransition(() => setAhead(true));
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(run, 500);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(run, { timeout: 3_000 });
    return () => cancelIdleCallback(id);
  }, [show, ahead, premount]);
  // In the commit that shows or hides it, so the header paints in the same frame as the new screen.
  useLayoutEffect(() => {
    if (show) here.current?.appendChild(node);
    else node.remove();
  }, [show, node]);
  return (
    <div ref={here} style={{ display: 'contents' }}>
      {(show || (ahead && premount)) && createPortal(children, node)}
    </div>
  );
}
