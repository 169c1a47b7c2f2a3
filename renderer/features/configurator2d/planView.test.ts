import { describe, expect, it } from 'vitest';
import { fitView, niceStep, panBy, toPlan, toScreen, zoomAt } from './planView';

const size = { width: 800, height: 600 };

describe('plan view', () => {
  it('maps plan to screen and back, y pointing north on the plan and down on the screen', () => {
    const view = { cx: 2500, cy: 2500, k: 0.1 };
    expect(toScreen(view, size, { x: 2500, y: 2500 })).toEqual({ x: 400, y: 300 });
    expect(toScreen(view, size, { x: 3500, y: 3500 })).toEqual({ x: 500, y: 200 });
    const p = toPlan(view, size, { x: 123, y: 456 });
    const s = toScreen(view, size, p);
    expect(s.x).toBeCloseTo(123);
    expect(s.y).toBeCloseTo(456);
  });

  it('zooms about the pointer: the point under it stays there', () => {
    const view = { cx: 1000, cy: 1000, k: 0.1 };
    const at = { x: 650, y: 120 };
    const before = toPlan(view, size, at);
    const zoomed = zoomAt(view, size, at, 2.5);
    expect(zoomed.k).toBeCloseTo(0.25);
    const after = toPlan(zoomed, size, at);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
    expect(zoomAt(view, size, at, 1e6).k).toBe(2);
  });

  it('pans with the pointer', () => {
    const view = { cx: 0, cy: 0, k: 0.5 };
    const moved = panBy(view, 100, 50);
    expect(toScreen(moved, size, { x: 0, y: 0 })).toEqual({ x: 500, y: 350 });
  });

  it('fits a room inside the padding', () => {
    const view = fitView(
      [
        { x: 0, y: 0 },
        { x: 5000, y: 3000 },
      ],
      size,
      50,
    );
    expect(view.cx).toBe(2500);
    expect(view.cy).toBe(1500);
    expect(view.k).toBeCloseTo(700 / 5000);
  });

  it('keeps a wider margin where asked (the scale bar strip at the bottom)', () => {
    const room = [
      { x: 0, y: 0 },
      { x: 5000, y: 3000 },
    ];
    const view = fitView(room, size, { top: 50, right: 50, bottom: 110, left: 50 });
    expect(view.k).toBeCloseTo(Math.min(700 / 5000, 440 / 3000));
    const [a, b] = [toScreen(view, size, room[0]!), toScreen(view, size, room[1]!)];
    // Plan y points north: the first point is the bottom-left corner on screen, above the strip.
    expect(a.y).toBeLessThanOrEqual(size.height - 110 + 1e-9);
    expect(b.y).toBeGreaterThanOrEqual(50 - 1e-9);
    expect((a.y + b.y) / 2).toBeCloseTo((50 + size.height - 110) / 2);
    expect((a.x + b.x) / 2).toBeCloseTo(size.width / 2);
  });

  it('grid steps are 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(180)).toBe(200);
    expect(niceStep(1000)).toBe(1000);
    expect(niceStep(3100)).toBe(5000);
  });
});
