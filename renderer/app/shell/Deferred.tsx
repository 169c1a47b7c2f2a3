import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

/** What the stand-in trigger is given: a click mounts the real control, pointing or focus prefetches it. */
export type DeferredTriggerProps = { onClick: () => void; onPointerOver: () => void; onFocus: () => void };

/** A header control's real menu, popover or drawer: it renders its own trigger, open when asked. */
type Panel = ComponentType<{ defaultOpen?: boolean }>;

/**
 * A header control whose menu, popover or drawer code loads on first use: until then a look-alike
 * trigger stands in (the home page's JavaScript stays small), then the real one mounts already open.
 * Pointing at or focusing the stand-in starts the download early.
 */
function Deferred({
  load,
  panel: Panel,
  Trigger,
}: {
  load: () => Promise<unknown>;
  panel: Panel;
  Trigger: ComponentType<DeferredTriggerProps>;
}): ReactElement {
  const [active, setActive] = useState(false);
  const prefetch = () => void load().catch(() => undefined);
  // Over, not enter: see projectsLinkIntent (features/projects/preload.ts).
  const trigger = <Trigger onClick={() => setActive(true)} onPointerOver={prefetch} onFocus={prefetch} />;
  if (!active) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Panel defaultOpen />
    </Suspense>
  );
}

/**
 * The header control of a panel module loaded with `load` (its default export), shown as `Trigger`
 * until first used. Called once at module level, like `lazy`.
 */
export function deferredControl(
  load: () => Promise<{ default: Panel }>,
  Trigger: ComponentType<DeferredTriggerProps>,
): ComponentType {
  const LazyPanel = lazy(load);
  return function DeferredControl() {
    return <Deferred load={load} panel={LazyPanel} Trigger={Trigger} />;
  };
}
