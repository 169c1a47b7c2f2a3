import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../tests/catalogs/samples';
import {
  changeVariant,
  configureRow,
  duplicateRow,
  freshProject,
  insertRow,
  moveRow,
  removeRow,
  reorderRow,
  setRowModel,
  type Documents,
  type LoadedCatalog,
} from './edits';

const kitchen: LoadedCatalog = {
  document: sampleCatalog('KITCHEN'),
  priceList: 'RETAIL-EUR',
  currency: 'EUR',
};
const documents: Documents = { KITCHEN: kitchen };
const insert = (model: string, variant = '', project = freshProject()) =>
  insertRow(project, kitchen, { catalog: 'KITCHEN', model, variant, lang: 'en' });

describe('row edits', () => {
  it('a row inserted at its defaults keeps computed values computed after a change', () => {
    // W1's SHELVES follows HWALL (2 from 900 mm). The row's rule holds every resolved value, SHELVES=1
    // among them: read as the row's choices it would stay 1 (the server's old reading of a blank var).
    const project = insert('W1');
    expect(project.rows[0]!.rule).toContainEqual({ cod: 'SHELVES', value: '1' });
    const taller = changeVariant(project, documents, 1, 'hwall', '900', 'en');
    const row = taller.rows[0]!;
    expect(row.var).toBe('HWALL=900');
    expect(row.rule).toContainEqual({ cod: 'SHELVES', value: '2' });
  });

  it('configureRow replaces the choices and tells the observer the evaluation it stored', () => {
    const seen: unknown[] = [];
    const project = configureRow(insert('B1'), documents, 1, 'WIDTH=900', 'en', {
      evaluated: (row, loaded, lang, evaluation) => seen.push([row.var, loaded, lang, evaluation.variant]),
    });
    expect(project.rows[0]!.var).toBe('WIDTH=900');
    expect(seen).toEqual([['WIDTH=900', kitchen, 'en', project.rows[0]!.neutro]]);
  });

  it("setRowModel keeps the choices the new model knows and drops the old model's cModel", () => {
    const base = configureRow(insert('B1'), documents, 1, 'WIDTH=900;DOORS=2', 'en');
    const drawers = setRowModel(base, documents, 1, 'B3D', 'en');
    const row = drawers.rows[0]!;
    expect(row.model).toBe('B3D');
    expect(row.var).toBe('WIDTH=900');
    expect(row.cmodel).not.toBe(base.rows[0]!.cmodel);
  });

  it('duplicate, move, reorder and remove keep rows and customer rows together', () => {
    let project = insert('B3D', 'WIDTH=600', insert('B1'));
    project = duplicateRow(project, 1);
    expect(project.rows.map((r) => r.uniqueid)).toEqual([1, 3, 2]);
    expect(project.currentrow).toBe(3);
    expect(project.customerFields.rows!.map((c) => c.uniqueid)).toEqual([1, 2, 3]);
    project = moveRow(project, 1, 5);
    expect(project.rows.map((r) => r.uniqueid)).toEqual([3, 2, 1]);
    project = reorderRow(project, 1, 0);
    expect(project.rows.map((r) => r.uniqueid)).toEqual([1, 3, 2]);
    project = removeRow(removeRow(removeRow(project, 1), 3), 2);
    expect(project.rows).toEqual([]);
    expect(project.customerFields.rows).toEqual([]);
    // The catalogue's services and totals go with its last row.
    expect(project.customerFields.servicesRows).toEqual({});
    expect(project.customerFields.catalogsRows).toEqual({});
  });
});
