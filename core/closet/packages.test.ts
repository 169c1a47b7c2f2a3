import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closetPackages, MAX_PACKAGE_KG, PACKAGE_GROUPS, packageContentText, panelWeight } from './packages';
import { closetParts } from './parts';
import { anyCloset } from './test-arbitraries';
import { threeSections } from './test-fixtures';

describe('closet packages', () => {
  it('packs every panel and fitting once, by group in assembly order, none too heavy to carry', () => {
    fc.assert(
      fc.property(anyCloset, (model) => {
        const parts = closetParts(model);
        const packages = closetPackages(parts);
        const panels = packages.reduce((n, p) => n + p.panels.reduce((m, l) => m + l.quantity, 0), 0);
        expect(panels).toBe(parts.panels.length);
        const fittings = packages.flatMap((p) => p.fittings).reduce((n, f) => n + f.count, 0);
        expect(fittings).toBe(parts.fittings.reduce((n, f) => n + f.count, 0));
        const order = packages.map((p) => PACKAGE_GROUPS.indexOf(p.group));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        for (const p of packages) {
          const single = p.panels.length === 1 && p.panels[0]!.quantity === 1;
          if (!single) expect(p.weight).toBeLessThanOrEqual(MAX_PACKAGE_KG);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a 2,400 mm closet in three sections: nine packages, the largest panels first', () => {
    const packages = closetPackages(closetParts(threeSections));
    expect(packages.map((p) => [p.group, p.weight])).toEqual([
      ['carcass', 29.3], // the back alone: a side more would pass 35 kg
      ['carcass', 17.6],
      ['carcass', 34.1], // a side and a divider
      ['carcass', 32.9],
      ['carcass', 18.6],
      ['interior', 7.9],
      ['fronts', 33.7], // the two doors, the drawer front apart
      ['fronts', 1.5],
      ['fittings', 0],
    ]);
    expect(panelWeight({ width: 2500, height: 600, depth: 18 })).toBeCloseTo(17.55, 2);
    expect(packageContentText(packages[6]!, 'en')).toEqual([
      '2 × Hinged door 2416 × 596 × 18 mm, banded edges: 4',
    ]);
    expect(packageContentText(packages[8]!, 'it')).toContain('10 × Cerniera');
  });
});
