// Row shapes for the room: rows configured alike are evaluated and built once (a room of 500
// articles from a few models), each keeping its own id.
import { describe, expect, it } from 'vitest';
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
});
