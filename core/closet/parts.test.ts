import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD, closetParts, cutList } from './parts';
import { anyCloset } from './test-arbitraries';
import { threeSections } from './test-fixtures';

describe('closet parts', () => {
  it("the uprights and the sections' clear widths fill the closet's width exactly", () => {
    fc.assert(
      fc.property(anyCloset, (model) => {
        const { panels, clearWidths } = closetParts(model);
        const uprights = panels.filter((p) => p.kind === 'side' || p.kind === 'divider');
        const total = uprights.reduce((sum, p) => sum + p.width, 0) + clearWidths.reduce((a, b) => a + b, 0);
        expect(total).toBe(model.structure.width);
        for (const p of panels) {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.x + p.width).toBeLessThanOrEqual(model.structure.width);
          expect(p.y + p.height).toBeLessThanOrEqual(model.structure.height);
        }
        // Every shelf fills its section's clear width; doors cover the fronts' areas.
        for (const shelf of panels.filter((p) => p.kind === 'shelf')) {
          expect(shelf.width).toBe(clearWidths[shelf.section! - 1]);
        }
        const leaves = model.frontals.filter((f) => f.type === 'hinged').reduce((s, f) => s + f.panels, 0);
        expect(panels.filter((p) => p.kind === 'door')).toHaveLength(leaves);
        expect(panels.filter((p) => p.kind === 'divider')).toHaveLength(
          model.dividers.filter((x) => !model.externalDivision.includes(x)).length,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('a 2,400 mm closet in three sections: its cut list', () => {
    const parts = closetParts(threeSections);
    expect(parts.clearWidths).toEqual([1200 - BOARD - 9, 500 - 18, 700 - 9 - BOARD]);
    expect(cutList(parts)).toEqual([
      { kind: 'bottom', width: 2364, height: 592, thickness: 18, edges: 1, quantity: 1 },
      { kind: 'top', width: 2364, height: 592, thickness: 18, edges: 1, quantity: 1 },
      { kind: 'back', width: 2384, height: 2364, thickness: 8, edges: 0, quantity: 1 },
      { kind: 'plinth', width: 2364, height: 80, thickness: 18, edges: 1, quantity: 1 },
      { kind: 'side', width: 2500, height: 600, thickness: 18, edges: 1, quantity: 2 },
      { kind: 'divider', width: 2384, height: 592, thickness: 18, edges: 1, quantity: 2 },
      { kind: 'shelf', width: 1173, height: 572, thickness: 18, edges: 1, quantity: 1 },
      { kind: 'drawer-front', width: 669, height: 196, thickness: 18, edges: 4, quantity: 1 },
      { kind: 'door', width: 2416, height: 596, thickness: 18, edges: 4, quantity: 2 },
    ]);
    expect(parts.fittings).toContainEqual({ kind: 'hinge', count: 2 * 5, section: 1 });
  });
});
