import { describe, expect, it } from 'vitest';
import { visibleLabels, type LabelBox } from './labelLayout';

const label = (x: number, y: number, rank: number, width = 40): LabelBox => ({
  x,
  y,
  width,
  height: 16,
  rank,
});

describe('visibleLabels', () => {
  it('shows every label when none covers another', () => {
    expect(visibleLabels([label(0, 0, 1), label(100, 0, 1), label(0, 40, 3)])).toEqual([true, true, true]);
  });

  it('hides the less important of two overlapping labels, whatever their order', () => {
    expect(visibleLabels([label(0, 0, 3), label(10, 5, 0)])).toEqual([false, true]);
    expect(visibleLabels([label(10, 5, 0), label(0, 0, 3)])).toEqual([true, false]);
  });

  it('keeps the first of equal rank and a label that only touches the hidden one', () => {
    // b overlaps a (shown first); c overlaps only b, which is hidden, so c shows.
    expect(visibleLabels([label(0, 0, 1), label(30, 0, 1), label(60, 0, 1)])).toEqual([true, false, true]);
  });

  it('counts a small margin as overlapping, so shown labels never touch', () => {
    expect(visibleLabels([label(0, 0, 1), label(41, 0, 1)])).toEqual([true, false]);
    expect(visibleLabels([label(0, 0, 1), label(45, 0, 1)])).toEqual([true, true]);
  });
});
