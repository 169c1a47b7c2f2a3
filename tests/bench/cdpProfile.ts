// The Chrome DevTools Protocol set-up the dev profile scripts share (closet-, projects-, quoting-,
// scene3d-profile and projects-split): a sampled CPU profile of one page, with a Chromium trace of
// the same window, started and stopped together so both cover the same work.
import type { Page } from 'playwright-core';
import type { TraceEvent } from './browser';
import type { CallFrame } from './sourceMaps';

export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
  children?: number[];
}

/** V8's CPU profile (`Profiler.stop`): times in µs on the trace's clock. */
export interface CpuProfile {
  startTime: number;
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Tasks and their kinds, user timing marks, and V8's function calls (named in the trace). */
export const TRACE_CATEGORIES: readonly string[] = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
];

export interface ProfileOptions {
  /** The sampling interval in µs (V8's default is 1,000; 100 to 200 sees a frame's functions). */
  interval?: number;
  /** The trace's categories; empty: no trace, the profile alone. */
  categories?: readonly string[];
}

export interface Profiling<E> {
  /** Stops the trace (if any) and then the profile, and detaches the session. */
  stop(): Promise<{ trace: E[]; profile: CpuProfile }>;
}

/**
 * Starts a CPU profile of `page` (through a CDP session of its context) and a trace of its
 * browser; `stop` returns both. `E` is the trace event type the caller reads.
 */
export async function startProfile<E = TraceEvent>(
  page: Page,
  { interval = 200, categories = TRACE_CATEGORIES }: ProfileOptions = {},
): Promise<Profiling<E>> {
  const browser = page.context().browser();
  if (categories.length > 0 && !browser)
    throw new Error('startProfile: a trace needs the page of a launched browser');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval });
  await cdp.send('Profiler.start');
  if (categories.length > 0) await browser!.startTracing(page, { categories: [...categories] });
  return {
    async stop() {
      const trace =
        categories.length > 0
          ? (JSON.parse((await browser!.stopTracing()).toString('utf8')) as { traceEvents: E[] }).traceEvents
          : [];
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      await cdp.detach();
      return { trace, profile };
    },
  };
}

/**
 * The profile's samples in order as [time µs on the trace's clock, node id, ms the sample stands
 * for (the time to the next sample)].
 */
export function timedSamples(profile: CpuProfile): [number, number, number][] {
  const samples: [number, number, number][] = [];
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]!;
    samples.push([t, id, (profile.timeDeltas[i + 1] ?? 0) / 1000]);
  });
  return samples;
}
