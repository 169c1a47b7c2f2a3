import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../tests/catalogs/samples';
import { anyClosetEdit } from '../closet/test-arbitraries';
import { validateCloset } from '../closet';
import { repriceProject } from '../pricing/reprice';
import { loadProject } from './load';
import {
  changeVariant,
  editCloset,
  freshProject,
  insertCloset,
  insertRow,
  rowCloset,
  type Documents,
  type LoadedCatalog,
} from './edits';
import type { Project } from './schema';

const loaded: LoadedCatalog = { document: sampleCatalog('CLOSET'), priceList: 'RETAIL-EUR', currency: 'EUR' };
const documents: Documents = { CLOSET: loaded };
const wardrobe = (variant = '') =>
  insertCloset(freshProject(), loaded, { catalog: 'CLOSET', model: 'WARDROBE', variant, lang: 'en' });
const qt = (project: Project, cod: string) =>
  project.rows[0]!.erp.filter((line) => line.cod === cod).reduce((sum, line) => sum + Number(line.qt), 0);
const edit = (project: Project, e: Parameters<typeof editCloset>[3]) =>
  editCloset(project, documents, 1, e, 'en');

/** The catalogue lines a closet's parts must be priced with. */
function expectPricedAsBuilt(project: Project) {
  const model = rowCloset(project.rows[0]!)!;
  expect(validateCloset(model)).toEqual([]);
  const leaves = model.frontals.filter((f) => f.type === 'hinged').reduce((s, f) => s + f.panels, 0);
  const sliding = model.frontals.filter((f) => f.type === 'sliding').reduce((s, f) => s + f.panels, 0);
  expect(qt(project, 'CL-DIVIDER')).toBe(model.dividers.length);
  expect(qt(project, 'CL-SHELF')).toBe(model.shelves.length);
  expect(qt(project, 'CL-DRAWER')).toBe(model.items.filter((i) => i.type === 'drawer').length);
  expect(qt(project, 'CL-RAIL')).toBe(model.items.filter((i) => i.type === 'rail').length);
  expect(qt(project, 'CL-DOOR')).toBe(leaves);
  expect(qt(project, 'CL-SLIDE')).toBe(sliding);
  expect(qt(project, 'CL-PLINTH')).toBe(model.structure.width / 1000);
}

describe('closet rows', () => {
  it('a new closet is the closet the catalogue builds, priced as the flat wardrobe', () => {
    const project = wardrobe();
    const row = project.rows[0]!;
    expect(row.closet?.dividers).toEqual([800, 1600]);
    expect(row.closet?.frontals).toHaveLength(3);
    expect(row.closet?.areas.map((a) => a.width)).toEqual([800, 800, 800]);
    expectPricedAsBuilt(project);
    // The same wardrobe configured flat costs the same: the closet adds no price of its own.
    const flat = insertRow(freshProject(), loaded, {
      catalog: 'CLOSET',
      model: 'WARDROBE',
      variant: '',
      lang: 'en',
    });
    const lines = (p: Project) => p.rows[0]!.erp.map((l) => [l.cod, l.qt, l.punit]);
    expect(lines(project)).toEqual(lines(flat));
    expect(qt(project, 'CL-SHELF')).toBe(9);
  });

  it('each closet edit prices the closet as it is now built', () => {
    let project = wardrobe();
    project = edit(project, { op: 'placeItem', type: 'drawer', section: 1, y: 0, height: 200 });
    expect(qt(project, 'CL-DRAWER')).toBe(3);
    project = edit(project, { op: 'removeShelf', index: 0 });
    expect(qt(project, 'CL-SHELF')).toBe(8);
    project = edit(project, { op: 'removeFrontal', from: 2 });
    expect(qt(project, 'CL-DOOR')).toBe(4);
    expect(qt(project, 'CL-HINGE')).toBe(4 * 5);
    expectPricedAsBuilt(project);
  });

  it('an edit the catalogue forbids is refused and the project keeps its closet', () => {
    const project = wardrobe();
    // RAIL_DEPTH: hanging rails need 550 mm.
    expect(() => edit(project, { op: 'setStructure', depth: 500 })).toThrow(
      'Hanging rails need a depth of at least 550 mm',
    );
    expect(() => edit(project, { op: 'setStructure', placement: 1 })).toThrow(/Placement/);
    // The catalogue's DRAWERS stops at 4.
    let drawers = edit(project, { op: 'placeItem', type: 'drawer', section: 1, y: 0, height: 200 });
    drawers = edit(drawers, { op: 'placeItem', type: 'drawer', section: 1, y: 200, height: 200 });
    expect(() => edit(drawers, { op: 'placeItem', type: 'drawer', section: 2, y: 0, height: 200 })).toThrow(
      /Internal drawers/,
    );
    expect(rowCloset(drawers.rows[0]!)!.items.filter((i) => i.type === 'drawer')).toHaveLength(4);
  });

  it('a door change that forbids the chosen handle or finish changes it, never keeps it', () => {
    let project = changeVariant(wardrobe(), documents, 1, 'FINISH', 'DO', 'en');
    project = edit(project, { op: 'merge', from: 1, to: 3 });
    project = edit(project, { op: 'setFrontal', type: 'sliding', from: 1, to: 3, panels: 2 });
    // SLIDING_HANDLE: sliding doors take the integrated profile CH4.
    expect(project.rows[0]!.rule).toContainEqual({ cod: 'HANDLE', value: 'CH4' });
    expect(qt(project, 'CL-SLIDE')).toBe(2);
    project = changeVariant(project, documents, 1, 'FINISH', 'MIR', 'en');
    expect(() => edit(project, { op: 'setFrontal', type: 'hinged', from: 1, to: 3, panels: 1 })).toThrow(
      /hinged door over area 1-3 would be 2400 mm wide/,
    );
    project = edit(project, { op: 'unmerge', from: 1 });
    project = edit(project, { op: 'setFrontal', type: 'hinged', from: 1, to: 1, panels: 2 });
    // Mirror panels are for sliding doors only: the finish falls back, the handle too.
    const rule = project.rows[0]!.rule;
    expect(rule.find((r) => r.cod === 'FINISH')?.value).not.toBe('MIR');
    expect(project.rows[0]!.var).not.toContain('FINISH=MIR');
    expect(rule.find((r) => r.cod === 'HANDLE')?.value).not.toBe('CH4');
    expectPricedAsBuilt(project);
  });

  it('a flat variant change on a closet row is the closet edit it means, or refused', () => {
    const project = wardrobe();
    const wider = changeVariant(project, documents, 1, 'WIDTH', '3000', 'en');
    expect(rowCloset(wider.rows[0]!)!.dividers).toEqual([1000, 2000]);
    expectPricedAsBuilt(wider);
    const two = changeVariant(project, documents, 1, 'SECTIONS', '2', 'en');
    expect(rowCloset(two.rows[0]!)!.dividers).toEqual([1200]);
    expectPricedAsBuilt(two);
    expect(() => changeVariant(project, documents, 1, 'DRAWERS', '1', 'en')).toThrow(
      /DRAWERS of a closet is set by placing its parts in the closet tool/,
    );
  });

  it('a closet of six sections is evaluated, built and priced exactly; a seventh is refused', () => {
    const six = edit(wardrobe(), { op: 'setSections', count: 6 });
    const row = six.rows[0]!;
    expect(row.closet?.dividers).toEqual([400, 800, 1200, 1600, 2000]);
    expect(row.closet?.areas.map((a) => a.width)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(row.var).toContain('SECTIONS=6');
    expectPricedAsBuilt(six);
    // 762.60 + 5 x 69.00 + 9 x 26.00 + 19.00 + 2 x 89.00 + 6 x 109.00 + 30 x 5.90 + 6 x 18.90 + 2.4 x 29.00
    expect(repriceProject(six).rows[0]!.net).toBe('2552.60');
    // The catalogue's SECTIONS stops at 6, in the tool's words and in the divider maker alike.
    const seventh = { op: 'setSections', count: 7 } as const;
    expect(() => edit(six, seventh)).toThrow('Sections must be from 1 to 6 (“7”)');
    expect(() => editCloset(six, documents, 1, seventh, 'it')).toThrow('Vani deve essere da 1 a 6 (“7”)');
    const wide = edit(edit(six, { op: 'setStructure', width: 3600 }), { op: 'setStructure', height: 2400 });
    expect(rowCloset(wide.rows[0]!)!.dividers).toEqual([600, 1200, 1800, 2400, 3000]);
    expectPricedAsBuilt(wide);
    expect(() => edit(wide, { op: 'splitSection', section: 6, widths: [300, 300] })).toThrow(
      /Sections must be from 1 to 6/,
    );
    expect(() => edit(wide, { op: 'addDivider', x: 3300 })).toThrow(/Sections must be from 1 to 6/);
  });

  it('the saved project restores the closet exactly', () => {
    let project = wardrobe();
    project = edit(project, { op: 'splitSection', section: 3, widths: [350, 450] });
    const reopened = loadProject(JSON.parse(JSON.stringify(project)));
    expect(reopened.rows[0]!.closet).toEqual(project.rows[0]!.closet);
    expect(reopened.rows[0]!.var).toBe(project.rows[0]!.var);
  });

  it('any sequence of closet edits keeps the row valid and priced as built, or is refused', () => {
    fc.assert(
      fc.property(fc.array(anyClosetEdit, { maxLength: 12 }), (edits) => {
        let project = wardrobe();
        for (const e of edits) {
          const before = project;
          try {
            project = edit(project, e);
          } catch (error) {
            expect((error as Error).message).not.toBe('');
            expect(project).toBe(before);
            continue;
          }
          expectPricedAsBuilt(project);
        }
      }),
      { numRuns: 60 },
    );
  });
});
