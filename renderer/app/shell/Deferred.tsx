import { Suspense, useState, type ComponentType, type ReactElement } from 'react';

/**
 * A header control whose menu, popover or drawer code loads on first use: until then a look-alike
 * trigger stands in (the home page's JavaScript stays small), then the real one mounts already open.
 * Pointing at or focusing the stand-in starts the download early.
 */
export function Deferred<P extends object>({
  load,
  panel: Panel,
  stub,
  props,
}: {
  load: () => Promise<unknown>;
  panel: ComponentType<P & { defaultOpen?: boolean }>;
  stub: (handlers: { onClick: () => void; onPointerOver: () => void; onFocus: () => void }) => ReactElement;
  props: P;
}) {
  const [active, setActive] = useState(false);
  const prefetch = () => void load().catch(() => undefined);
  // Over, not enter: see projectsLinkIntent (features/projects/preload.ts).
  const trigger = stub({ onClick: () => setActive(true), onPointerOver: prefetch, onFocus: prefetch });
  if (!active) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Panel {...props} defaultOpen />
    </Suspense>
  );
}
