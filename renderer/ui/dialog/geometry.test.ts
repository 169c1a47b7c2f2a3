import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampToViewport,
  dragRect,
  fitToViewport,
  MIN_DIALOG_SIZE,
  resizeRect,
  sameRect,
  type Rect,
} from './geometry';

const viewport = { width: 1280, height: 800 };
const dialog: Rect = { x: 390, y: 100, width: 500, height: 300 };

describe('clampToViewport', () => {
  it('leaves a dialog that is inside alone', () => {
    expect(clampToViewport(dialog, viewport)).toEqual(dialog);
  });

  it('pulls a dialog back over each edge', () => {
    expect(clampToViewport({ ...dialog, x: -50, y: -20 }, viewport)).toMatchObject({ x: 0, y: 0 });
    expect(clampToViewport({ ...dialog, x: 1000, y: 700 }, viewport)).toMatchObject({ x: 780, y: 500 });
  });

  it('keeps the top-left corner visible when the dialog is larger than the viewport', () => {
    const huge = { x: 300, y: 300, width: 2000, height: 1000 };
    expect(clampToViewport(huge, viewport)).toMatchObject({ x: 0, y: 0, width: 2000, height: 1000 });
  });

  it('always yields a rectangle inside the viewport when it fits (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 1, max: 1280 }),
        fc.integer({ min: 1, max: 800 }),
        (x, y, width, height) => {
          const r = clampToViewport({ x, y, width, height }, viewport);
          return r.x >= 0 && r.y >= 0 && r.x + width <= 1280 && r.y + height <= 800;
        },
      ),
    );
  });
});

describe('dragRect', () => {
  it('moves by the pointer delta', () => {
    expect(dragRect(dialog, { x: 10, y: 10 }, { x: 110, y: 60 }, viewport)).toEqual({
      ...dialog,
      x: 490,
      y: 150,
    });
  });

  it('cannot leave the viewport', () => {
    expect(dragRect(dialog, { x: 0, y: 0 }, { x: -3000, y: 5000 }, viewport)).toMatchObject({ x: 0, y: 500 });
  });
});

describe('resizeRect', () => {
  it('grows and shrinks with the pointer', () => {
    expect(resizeRect(dialog, { x: 0, y: 0 }, { x: 100, y: -50 }, viewport)).toEqual({
      ...dialog,
      width: 600,
      height: 250,
    });
  });

  it('stops at the minimum of 400 x 150', () => {
    expect(MIN_DIALOG_SIZE).toEqual({ width: 400, height: 150 });
    expect(resizeRect(dialog, { x: 0, y: 0 }, { x: -1000, y: -1000 }, viewport)).toMatchObject({
      width: 400,
      height: 150,
    });
  });

  it('stops at the viewport edge', () => {
    expect(resizeRect(dialog, { x: 0, y: 0 }, { x: 5000, y: 5000 }, viewport)).toMatchObject({
      width: 1280 - 390,
      height: 800 - 100,
    });
  });

  it('lets the minimum win on a viewport too small for it', () => {
    const r = resizeRect(
      { x: 100, y: 100, width: 300, height: 100 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      {
        width: 350,
        height: 120,
      },
    );
    expect(r).toMatchObject({ width: 400, height: 150 });
  });
});

describe('sameRect', () => {
  it('ignores sub-pixel noise only', () => {
    expect(sameRect(dialog, { ...dialog, x: dialog.x + 0.3 })).toBe(true);
    expect(sameRect(dialog, { ...dialog, height: dialog.height + 1 })).toBe(false);
  });
});

describe('fitToViewport', () => {
  it('shrinks a dialog wider or taller than the viewport, then moves it inside', () => {
    expect(fitToViewport({ x: 200, y: 100, width: 1500, height: 900 }, viewport)).toEqual({
      x: 0,
      y: 0,
      width: 1280,
      height: 800,
    });
  });

  it('never shrinks below the minimum, nor grows a small dialog', () => {
    const small = { width: 300, height: 100 };
    expect(fitToViewport({ x: 0, y: 0, width: 900, height: 500 }, small)).toMatchObject({
      width: 400,
      height: 150,
    });
    expect(fitToViewport({ x: 0, y: 0, width: 300, height: 100 }, small)).toMatchObject({
      width: 300,
      height: 100,
    });
  });

  it('only moves a dialog that already fits', () => {
    expect(fitToViewport({ ...dialog, x: 1100 }, viewport)).toEqual({ ...dialog, x: 780 });
  });
});
