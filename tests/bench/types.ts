/** One measured figure printed by `npm run bench`. */
export interface BenchFigure {
  /** What was measured, e.g. "evaluate KITCHEN/BASE60 p99". */
  name: string;
  /** The measured value with its unit, e.g. "412 µs". */
  value: string;
  /** The goal it is held against, e.g. "<= 1000 µs". */
  goal?: string;
  /** Whether the goal is met (undefined when there is no goal). */
  ok?: boolean;
  /**
   * A check of what is drawn rather than a time (the draw calls, the shaders, the level of detail):
   * when missed it fails the run, where a missed time goal on a loaded machine is only flagged.
   */
  check?: boolean;
}

/** Each bench module (tests/bench/*.bench.ts) default-exports one of these. */
export type Bench = () => Promise<BenchFigure[]>;
