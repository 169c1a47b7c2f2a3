import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClosetError, type ClosetModel } from './model';
import {
  CORNER_FILLER_WIDTH,
  fillerPrice,
  layoutRun,
  MAX_END_FILLER,
  runPrice,
  sidePanelPrice,
  type ClosetRunSpec,
} from './run';
import { closet } from './test-fixtures';

const models = new Map<string, ClosetModel>([
  ['a', closet({ dividers: [800, 1600] })], // 2400 x 2500 x 600
  ['b', closet({ dividers: [600] }, { width: 1200 })],
  ['c', closet({ dividers: [500] }, { width: 1000, height: 2200 })],
  [
    'd',
    closet(
      { dividers: [500], frontals: [{ type: 'hinged', from: 1, to: 1, panels: 1 }] },
      { width: 1000, depth: 600 },
    ),
  ],
]);
const prices = { side: new Map(['a', 'b', 'c', 'd'].map((id) => [id, '69.00'])), filler: '39.00' };

describe('a multi-closet run', () => {
  it('places closets side by side on one wall; equal neighbours share a side panel', () => {
    const layout = layoutRun({ walls: [{ length: 5000, closets: ['a', 'b', 'c'] }], corners: [] }, models);
    expect(layout.closets.map((c) => [c.id, c.x, c.sharesLeft])).toEqual([
      ['a', 0, false],
      ['b', 2400, true],
      // c is lower (2,200 mm): it keeps its own side.
      ['c', 3600, false],
    ]);
    expect(layout.sharedSides).toBe(1);
    expect(layout.fillers).toEqual([]);
    // One price: 1000 + 500 + 400 less one side panel.
    const nets = new Map([
      ['a', '1000.00'],
      ['b', '500.00'],
      ['c', '400.10'],
    ]);
    expect(runPrice(layout, nets, prices)).toBe('1831.10');
  });

  it('turns a corner: the next wall starts behind the depth, with a corner filler', () => {
    const spec: ClosetRunSpec = {
      walls: [
        { length: 2500, closets: ['a'] },
        { length: 3000, closets: ['b', 'd'] },
      ],
      corners: ['filler'],
    };
    const layout = layoutRun(spec, models);
    expect(layout.closets.map((c) => [c.id, c.wall, c.x])).toEqual([
      ['a', 0, 0],
      ['b', 1, 600 + CORNER_FILLER_WIDTH],
      ['d', 1, 600 + CORNER_FILLER_WIDTH + 1200],
    ]);
    // The corner filler, and the 100 mm gap before the corner closed by an end filler.
    expect(layout.fillers).toEqual([
      { wall: 0, x: 2400, width: 100, kind: 'end' },
      { wall: 1, x: 600, width: 100, kind: 'corner' },
    ]);
    const nets = new Map([
      ['a', '1000'],
      ['b', '500'],
      ['d', '450'],
    ]);
    // b and d share a side; two fillers.
    expect(runPrice(layout, nets, prices)).toBe('1959.00');
  });

  it('a blind corner starts right behind the depth, and is refused with hinged doors at the corner', () => {
    const blind = layoutRun(
      {
        walls: [
          { length: 2400, closets: ['a'] },
          { length: 2000, closets: ['b'] },
        ],
        corners: ['blind'],
      },
      models,
    );
    expect(blind.closets[1]).toMatchObject({ id: 'b', x: 600 });
    expect(blind.fillers).toEqual([]);
    const clash = () =>
      layoutRun(
        {
          walls: [
            { length: 2400, closets: ['a'] },
            { length: 2000, closets: ['d'] },
          ],
          corners: ['blind'],
        },
        models,
      );
    expect(clash).toThrow(ClosetError);
    try {
      clash();
    } catch (error) {
      expect((error as ClosetError).code).toBe('corner-doors');
      expect((error as ClosetError).inLanguage('de')).toBe(
        'Drehtüren in der Ecke zwischen Wand 1 und 2 würden zusammenstoßen; eine Eckpassleiste verwenden',
      );
    }
  });

  it('refuses closets longer than their wall, and a gap at a corner no filler closes', () => {
    const long = () => layoutRun({ walls: [{ length: 3000, closets: ['a', 'b'] }], corners: [] }, models);
    expect(long).toThrow(/wall 1 need 3600 mm; the wall is 3000 mm/);
    const gap = () =>
      layoutRun(
        {
          walls: [
            { length: 2400 + MAX_END_FILLER + 1, closets: ['a'] },
            { length: 2000, closets: ['b'] },
          ],
          corners: ['filler'],
        },
        models,
      );
    expect(gap).toThrow(/151 mm before the corner/);
    expect(() => layoutRun({ walls: [{ length: 9000, closets: ['x'] }], corners: [] }, models)).toThrow(
      /Closet x is not in the project/,
    );
  });

  it("a shared side is worth the closet's own divider panel line", () => {
    expect(
      sidePanelPrice([
        { cod: 'WR', punit: '900.00' },
        { cod: 'CL-DIVIDER', punit: '69.00' },
      ]),
    ).toBe('69.00');
    expect(sidePanelPrice([{ cod: 'WR', punit: '900.00' }])).toBeNull();
    expect(
      fillerPrice({
        prices: [
          { model: 'WARDROBE', price: '900' },
          { article: 'CL-FILLER', price: '39' },
        ],
      }),
    ).toBe('39');
    expect(fillerPrice(undefined)).toBeNull();
  });

  it('any run that fits: closets within their walls, none overlapping, the price adds up exactly', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const anyRun = fc.record({
      walls: fc.array(
        fc.record({
          length: fc.integer({ min: 1000, max: 9000 }),
          closets: fc.array(fc.constantFrom(...ids), { maxLength: 3 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      corners: fc.array(fc.constantFrom('filler' as const, 'blind' as const), { minLength: 2, maxLength: 2 }),
      nets: fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 4, maxLength: 4 }),
    });
    fc.assert(
      fc.property(anyRun, ({ walls, corners, nets }) => {
        let layout;
        try {
          layout = layoutRun({ walls, corners }, models);
        } catch (error) {
          expect(error).toBeInstanceOf(ClosetError);
          return;
        }
        expect(layout.closets).toHaveLength(walls.reduce((n, w) => n + w.closets.length, 0));
        for (const [w, wall] of walls.entries()) {
          const on = [
            ...layout.closets.filter((c) => c.wall === w),
            ...layout.fillers.filter((f) => f.wall === w),
          ]
            .map((p) => [p.x, p.x + p.width] as const)
            .sort((p, q) => p[0] - q[0]);
          on.forEach(([from, to], i) => {
            expect(from).toBeGreaterThanOrEqual(0);
            expect(to).toBeLessThanOrEqual(wall.length);
            if (i > 0) expect(from).toBeGreaterThanOrEqual(on[i - 1]![1]);
          });
        }
        // Cents as integers: the decimal price is the exact sum, no binary float drift.
        const cents = new Map(ids.map((id, i) => [id, nets[i]!]));
        const text = new Map(ids.map((id) => [id, (cents.get(id)! / 100).toFixed(2)]));
        const expected =
          layout.closets.reduce((s, c) => s + cents.get(c.id)!, 0) -
          layout.sharedSides * 6900 +
          layout.fillers.length * 3900;
        expect(runPrice(layout, text, prices)).toBe((expected / 100).toFixed(2));
      }),
      { numRuns: 300 },
    );
  });
});
