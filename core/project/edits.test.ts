import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../tests/catalogs/samples';
import { checkClosetEvaluation } from './closetRows';
import {
  changeVariant,
  configureRow,
  duplicateRow,
  evaluateConfiguration,
  freshProject,
  insertRow,
  moveRow,
  removeRow,
  reorderRow,
  insertCloset,
  rowCloset,
  rowVariant,
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

  it('setRowModel rebuilds a closet the new model refuses: hinged wardrobe to sliding doors', () => {
    const closets: LoadedCatalog = {
      document: sampleCatalog('CLOSET'),
      priceList: 'RETAIL-EUR',
      currency: 'EUR',
    };
    const hinged = insertCloset(freshProject(), closets, {
      catalog: 'CLOSET',
      model: 'WARDROBE',
      variant: '',
      lang: 'en',
    });
    expect(rowVariant(hinged.rows[0]!)).toContain('FRONTTYPE=HINGED');
    const sliding = setRowModel(hinged, { CLOSET: closets }, 1, 'WARDROBE-SL', 'en');
    const row = sliding.rows[0]!;
    expect(row.model).toBe('WARDROBE-SL');
    expect(rowVariant(row)).not.toContain('FRONTTYPE=HINGED');
    // What the server's save does with a closet row: its closet evaluated on its model. It held the
    // wardrobe's hinged doors on the sliding model and the save answered 422 (tests/parity seed 1666200381).
    const evaluation = evaluateConfiguration(closets, row.model!, rowVariant(row), 'en');
    expect(() => checkClosetEvaluation(evaluation, rowCloset(row)!, 'en')).not.toThrow();
    // The kept sizes are the new closet's.
    expect(rowCloset(row)!.structure.width).toBe(rowCloset(hinged.rows[0]!)!.structure.width);
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
