/**
 * A lazily imported module asked for once: the route and every preload share the one import. A
 * failed fetch (offline, a new deployment) is not remembered: the next caller asks again.
 */
export interface ModuleOnce<M> {
  /** The module, imported on the first call. */
  load(): Promise<M>;
  /** The module once it has been evaluated, else null (a route can then render it in one pass). */
  loaded(): M | null;
  /** Whether an import has been asked for and has not failed. */
  requested(): boolean;
}

export function moduleOnce<M>(importModule: () => Promise<M>): ModuleOnce<M> {
  let pending: Promise<M> | null = null;
  let module: M | null = null;
  return {
    load() {
      if (!pending) {
        pending = importModule();
        pending.then(
          (value) => {
            module = value;
          },
          () => {
            pending = null;
          },
        );
      }
      return pending;
    },
    loaded: () => module,
    requested: () => pending !== null,
  };
}
