import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { CancelledError, createQueue, noteScroll, whenQuiet } from './queue';

/** A schedule the test drives: each start waits until `step()`. */
function manualSchedule() {
  const pending: (() => void)[] = [];
  return {
    schedule: (go: () => void) => pending.push(go),
    step() {
      pending.shift()?.();
    },
    get pending() {
      return pending.length;
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('picture queue', () => {
  it('runs no more jobs at once than its concurrency, in the order asked', async () => {
    const clock = manualSchedule();
    const queue = createQueue<string>({ concurrency: 2, schedule: clock.schedule });
    const gates = [0, 1, 2, 3].map(() => deferred<string>());
    const started: number[] = [];
    const tickets = gates.map((gate, i) =>
      queue.request(`k${i}`, () => {
        started.push(i);
        return gate.promise;
      }),
    );
    for (let i = 0; i < 5; i++) clock.step();
    expect(started).toEqual([0, 1]);
    gates[0]!.resolve('a');
    await expect(tickets[0]!.promise).resolves.toBe('a');
    await tick();
    clock.step();
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve('b');
    gates[2]!.resolve('c');
    await tick();
    clock.step();
    gates[3]!.resolve('d');
    await expect(Promise.all(tickets.map((t) => t.promise))).resolves.toEqual(['a', 'b', 'c', 'd']);
  });

  it('runs a key asked twice once, and both callers get its result', async () => {
    const queue = createQueue<number>({ concurrency: 1 });
    let runs = 0;
    const run = () => Promise.resolve(++runs);
    const first = queue.request('same', run);
    const second = queue.request('same', run);
    await expect(Promise.all([first.promise, second.promise])).resolves.toEqual([1, 1]);
    expect(runs).toBe(1);
  });

  it('drops a job before it starts when every caller cancelled, and keeps it while one waits', async () => {
    const clock = manualSchedule();
    const queue = createQueue<string>({ concurrency: 1, schedule: clock.schedule });
    const ran: string[] = [];
    const job = (name: string) => () => {
      ran.push(name);
      return Promise.resolve(name);
    };
    const a = queue.request('a', job('a'));
    const b1 = queue.request('b', job('b'));
    const b2 = queue.request('b', job('b'));
    const c = queue.request('c', job('c'));
    a.cancel();
    b1.cancel();
    await expect(a.promise).rejects.toBeInstanceOf(CancelledError);
    clock.step();
    await tick();
    c.cancel();
    clock.step();
    await tick();
    clock.step();
    expect(ran).toEqual(['b']);
    await expect(b2.promise).resolves.toBe('b');
    await expect(c.promise).rejects.toBeInstanceOf(CancelledError);
    expect(queue.size).toEqual({ waiting: 0, running: 0 });
  });

  it('a failing job rejects its callers and the queue goes on', async () => {
    const queue = createQueue<string>({ concurrency: 1 });
    const bad = queue.request('bad', () => Promise.reject(new Error('no WebGL')));
    const thrown = queue.request('thrown', () => {
      throw new Error('sync');
    });
    const good = queue.request('good', () => Promise.resolve('ok'));
    await expect(bad.promise).rejects.toThrow('no WebGL');
    await expect(thrown.promise).rejects.toThrow('sync');
    await expect(good.promise).resolves.toBe('ok');
  });

  it('never exceeds its concurrency and finishes every job not cancelled (any order of events)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 6 }), cancel: fc.boolean() }), {
          maxLength: 25,
        }),
        async (concurrency, asks) => {
          const queue = createQueue<number>({ concurrency });
          let running = 0;
          let most = 0;
          const runs = new Map<number, number>();
          const tickets = asks.map(({ key }) =>
            queue.request(String(key), async () => {
              running++;
              most = Math.max(most, running);
              runs.set(key, (runs.get(key) ?? 0) + 1);
              await tick();
              running--;
              return key;
            }),
          );
          asks.forEach(({ cancel }, i) => cancel && tickets[i]!.cancel());
          const settled = await Promise.allSettled(tickets.map((t) => t.promise));
          expect(most).toBeLessThanOrEqual(concurrency);
          settled.forEach((result, i) => {
            if (!asks[i]!.cancel) expect(result).toEqual({ status: 'fulfilled', value: asks[i]!.key });
          });
          for (const count of runs.values()) expect(count).toBe(1);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('whenQuiet', () => {
  afterEach(() => vi.useRealTimers());
  const fake = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });

  it('waits for its delay, and then until the page has not scrolled for the quiet time', () => {
    fake();
    const go = vi.fn();
    whenQuiet(go, { quiet: 150, delay: 100 });
    vi.advanceTimersByTime(60);
    noteScroll(); // the list scrolls under a resting pointer
    vi.advanceTimersByTime(100);
    expect(go).not.toHaveBeenCalled(); // delay over, but 100 ms since the scroll
    vi.advanceTimersByTime(40);
    noteScroll();
    vi.advanceTimersByTime(149);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a still page without a delay, and never once cancelled', () => {
    fake();
    vi.advanceTimersByTime(1000);
    const now = vi.fn();
    whenQuiet(now, { quiet: 150 });
    expect(now).toHaveBeenCalledTimes(1);
    const never = vi.fn();
    const cancel = whenQuiet(never, { delay: 120 });
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(never).not.toHaveBeenCalled();
  });
});
