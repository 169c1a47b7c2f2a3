import { describe, expect, it } from 'vitest';
import { reportingAtOnce } from './measureAtOnce';

/** A stand-in for the browser's ResizeObserver: remembers what it observes, reports only when told. */
class FakeObserver {
  observed: Element[] = [];
  constructor(readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
  disconnect() {}
}

describe('reportingAtOnce', () => {
  it('reports as soon as an element is observed, and still observes it', () => {
    const reports: unknown[] = [];
    const Observer = reportingAtOnce(FakeObserver as unknown as typeof ResizeObserver);
    const observer = new Observer((entries, by) => reports.push([entries, by]));
    expect(reports).toEqual([]);
    const element = {} as Element;
    observer.observe(element);
    expect(reports).toEqual([[[], observer]]);
    expect((observer as unknown as FakeObserver).observed).toEqual([element]);
  });
});
