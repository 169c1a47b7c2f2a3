// Row shapes for the room: rows configured alike are evaluated and built once (a room of 500
// articles from a few models), each keeping its own id.
import { describe, expect, it } from 'vitest';
import { closet } from '../../core/closet/test-fixtures';
import type { Row } from '../../core/project/schema';
import { sampleCatalog } from '../../tests/catalogs/samples';
import type { LoadedCatalog } from './catalogs';
import { rowShape } from './scene';

const kitchen: LoadedCatalog = {
  document: sampleCatalog('KITCHEN'),
  priceList: 'RETAIL-EUR',
  currency: 'EUR',
};
const row = (uniqueid: string, variant: string) =>
  ({ uniqueid, catalog: 'KITCHEN', model: 'B1', var: variant, rule: [] }) as unknown as Row;

describe('row shapes', () => {
  it('builds rows configured alike once: the same parts, each row its own id', () => {
    const first = rowShape(row('a', 'WIDTH=600'), kitchen, 'en')!;
    const second = rowShape(row('b', 'WIDTH=600'), kitchen, 'en')!;
    expect(first.rowId).toBe('a');
    expect(second.rowId).toBe('b');
    expect(second.width).toBe(600);
    expect(second.parts).toBe(first.parts);
  });

  it('builds another width, language or catalogue document anew', () => {
    const narrow = rowShape(row('c', 'WIDTH=600'), kitchen, 'en')!;
    const wide = rowShape(row('d', 'WIDTH=900'), kitchen, 'en')!;
    expect(wide.width).toBe(900);
    expect(wide.parts).not.toBe(narrow.parts);
    expect(rowShape(row('e', 'WIDTH=600'), kitchen, 'it')!.parts).not.toBe(narrow.parts);
    const reloaded = { ...kitchen };
    expect(rowShape(row('f', 'WIDTH=600'), reloaded, 'en')!.parts).not.toBe(narrow.parts);
  });

  it('draws a closet row from its closet: dividers the variant does not hold change the parts', () => {
    const closets: LoadedCatalog = { ...kitchen, document: sampleCatalog('CLOSET') };
    const wardrobe = (uniqueid: string, dividers: number[]) =>
      ({
        uniqueid,
        catalog: 'CLOSET',
        model: 'WARDROBE',
        var: 'WIDTH=2400;HEIGHT=2500;DEPTH=600;SECTIONS=3',
        rule: [],
        closet: { ...closet({ dividers }), areas: [] },
      }) as unknown as Row;
    const at = (parts: readonly { size: readonly number[]; position: readonly number[] }[]) =>
      parts.filter((p) => p.size[0] === 18 && (p.size[1] ?? 0) < 2500).map((p) => p.position[0]);
    const even = rowShape(wardrobe('g', [800, 1600]), closets, 'en')!;
    const moved = rowShape(wardrobe('h', [700, 1600]), closets, 'en')!;
    expect(at(even.parts)).toEqual([-400, 400]);
    expect(at(moved.parts)).toEqual([-500, 400]);
  });
});
