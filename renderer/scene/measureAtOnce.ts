// How the live canvas learns its size. react-three-fiber makes the WebGL context once it knows the
// canvas's size (react-use-measure), and left alone that waits for the next frame's resize
// observation and then a 50 ms debounce: a frame and more before the room can start building and
// drawing. With these options the size is read as soon as the canvas is observed, undebounced.

/** A ResizeObserver that also reports as soon as it starts observing an element. */
export function reportingAtOnce(Base: typeof ResizeObserver): typeof ResizeObserver {
  return class ReportingAtOnce extends Base {
    private readonly report: ResizeObserverCallback;
    constructor(callback: ResizeObserverCallback) {
      super(callback);
      this.report = callback;
    }
    override observe(target: Element, options?: ResizeObserverOptions): void {
      super.observe(target, options);
      // react-use-measure reads the element's box itself: the entries are not looked at.
      this.report([], this);
    }
  };
}

let options: { debounce: 0; polyfill: typeof ResizeObserver } | null = null;

/** The Canvas's `resize` options: measured at once, no debounce (resizes are rare, and cheap). */
export function measureAtOnce(): { debounce: 0; polyfill: typeof ResizeObserver } | undefined {
  if (typeof ResizeObserver === 'undefined') return undefined;
  options ??= { debounce: 0, polyfill: reportingAtOnce(ResizeObserver) };
  return options;
}
