import { describe, expect, it } from 'vitest';
import type { Project } from '../../../core/project/schema';
import { customerRouteCatalogue, withEntries } from '../../app/routes';
import { verdeLegnoEntries } from '../../customers/verdelegno/entries';
import { rowsForAr } from './arRows';

const row = (uniqueid: number, catalog: string, model: string) =>
  ({ uniqueid, catalog, model }) as unknown as Project['rows'][number];
const project = (rows: Project['rows'], currentrow?: number) => ({ rows, currentrow }) as unknown as Project;

describe('customer entry routes as data (spec 2)', () => {
  it('the example deployment gives every entry route of the spec its catalogue and view', () => {
    const routes = withEntries(customerRouteCatalogue, verdeLegnoEntries);
    const byName = Object.fromEntries(routes.map((r) => [r.name, r.entry]));
    expect(byName.kitchenConfig).toEqual({ view: 'newProject', catalog: 'KITCHEN' });
    expect(byName.kitchenSingleConfig).toMatchObject({ view: 'configurator', catalog: 'KITCHEN' });
    expect(byName.doorConfig).toMatchObject({ view: 'configurator', catalog: 'DOORS' });
    expect(byName.windowConfig).toMatchObject({ view: 'configurator', catalog: 'WINDOWS' });
    for (const name of ['kitchenAr', 'kitchenSingleAr', 'windowAr']) expect(byName[name]?.view).toBe('ar');
    expect(routes.find((r) => r.name === 'openPDF')?.entry).toBeUndefined();
  });

  it('a customer without data for an entry route does not get that route', () => {
    const routes = withEntries(customerRouteCatalogue, {
      doorConfig: { view: 'configurator', catalog: 'DOORS' },
    });
    expect(routes.map((r) => r.name)).toEqual(['openPDF', 'doorConfig']);
  });
});

describe('rowsForAr: what an AR entry shows', () => {
  const rows = [
    row(1, 'KITCHEN', 'B1'),
    row(2, 'KITCHEN', 'W1'),
    row(3, 'WINDOWS', 'WINDOW'),
    row(4, 'KITCHEN', 'B1'),
  ];
  it('the kitchen: every row of the catalogue', () => {
    expect(rowsForAr(project(rows), { view: 'ar', catalog: 'kitchen' }).map((r) => r.uniqueid)).toEqual([
      1, 2, 4,
    ]);
  });
  it('one article: the current row when it is of the model, else the last one that is', () => {
    const single = { view: 'ar', catalog: 'KITCHEN', model: 'B1' } as const;
    expect(rowsForAr(project(rows, 1), single).map((r) => r.uniqueid)).toEqual([1]);
    expect(rowsForAr(project(rows, 3), single).map((r) => r.uniqueid)).toEqual([4]);
    expect(rowsForAr(project(rows), { view: 'ar', catalog: 'DOORS', model: 'INTDOOR' })).toEqual([]);
    expect(rowsForAr(null, single)).toEqual([]);
  });
});
