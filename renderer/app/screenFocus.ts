// A navigation that renders the next screen in one pass (flushSync) removes the old screen in the
// middle of React's commit. When the focused element is in it (the card or button that was just
// pressed), Chromium recomputes the whole document's style synchronously inside removeChild, with
// the new screen's rules and the header already inserted: 10-100 ms of the projects click on the
// shared machine, measured per removal, on top of the frame's own style pass. Released first, the
// removal costs under 1 ms. The focus ends where the removal would have left it: on the body.

/** The parts of a document this needs (a test passes its own). */
export interface FocusDocument {
  activeElement: { closest(selector: string): unknown; blur?: () => void } | null;
  body: unknown;
}

/** Blurs the focused element when it belongs to the screen (`<main>`) that is about to be replaced. */
export function releaseScreenFocus(doc: FocusDocument = document): void {
  const active = doc.activeElement;
  // Any focusable element has blur() (HTML, SVG, MathML); a bare Element has not.
  if (active && active !== doc.body && active.closest('main')) active.blur?.();
}
