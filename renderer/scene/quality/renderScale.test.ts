import { describe, expect, it } from 'vitest';
import { frameCost, initialScale, nextScale, pixelRatioFor, type ScaleLimits } from './renderScale';

const software: ScaleLimits = { budgetMs: 40, startScale: 0.5, minScale: 0.35 };

describe('adaptive render scale', () => {
  it('starts at the profile scale, kept within its limits', () => {
    expect(initialScale(software).scale).toBe(0.5);
    expect(initialScale({ budgetMs: 33, startScale: 2, minScale: 0.5 }).scale).toBe(1);
  });

  it('drops at once to the scale whose pixels fit the budget when a frame is slow', () => {
    // 160 ms at 0.8: a quarter of the pixels (scale 0.4) would take 40 ms.
    const next = nextScale({ scale: 0.8 }, 160, software);
    expect(next.scale).toBeCloseTo(0.4, 5);
  });

  it('never drops under the least scale however slow the frame', () => {
    expect(nextScale({ scale: 0.5 }, 900, software).scale).toBe(0.35);
  });

  it('grows by at most a quarter per frame when frames are well under budget, up to 1', () => {
    let state = { scale: 0.4 };
    state = nextScale(state, 5, software);
    expect(state.scale).toBeCloseTo(0.5, 5);
    for (let i = 0; i < 10; i++) state = nextScale(state, 5, software);
    expect(state.scale).toBe(1);
  });

  it('holds within the margin (70-100 % of the budget) and on small wobbles', () => {
    const state = { scale: 0.6 };
    expect(nextScale(state, 35, software)).toBe(state);
    expect(nextScale(state, 41, software)).toBe(state);
  });

  it('ignores gaps that are not back-to-back frames', () => {
    const state = { scale: 0.6 };
    expect(nextScale(state, 5000, software)).toBe(state);
    expect(nextScale(state, 0, software)).toBe(state);
    expect(nextScale(state, Number.NaN, software)).toBe(state);
  });

  it('settles where the frame time meets the budget for a cost that follows the pixels', () => {
    // A device where a full-scale frame costs 400 ms, the cost proportional to scale squared.
    let state = initialScale({ ...software, minScale: 0.2 });
    for (let i = 0; i < 20; i++)
      state = nextScale(state, 400 * state.scale ** 2, { ...software, minScale: 0.2 });
    const settled = 400 * state.scale ** 2;
    expect(settled).toBeLessThanOrEqual(40);
    expect(settled).toBeGreaterThan(40 * 0.5);
  });

  it('draws still views at the still pixel ratio and moving ones scaled', () => {
    expect(pixelRatioFor(1.5, false, { scale: 0.4 })).toBe(1.5);
    expect(pixelRatioFor(1.5, true, { scale: 0.4 })).toBe(0.6);
    expect(pixelRatioFor(0.5, true, { scale: 0.35 })).toBe(0.25);
  });
});

describe('frame cost', () => {
  it('is the shorter of the last two gaps between moving frames', () => {
    expect(frameCost([400, 120, 130])).toBe(120);
    // A hand that paused once: one long gap does not count as a slow frame.
    expect(frameCost([30, 600])).toBe(30);
  });

  it('is not known before two gaps', () => {
    expect(frameCost([])).toBeNaN();
    expect(frameCost([120])).toBeNaN();
  });
});
