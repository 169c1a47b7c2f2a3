import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../tests/catalogs/samples';
import { catalogLookupOf } from './documents';
import { editCloset, freshProject, insertCloset, setClosetRun, type LoadedCatalog } from './edits';
import { closetRunProblems, projectSaveProblems } from './saveCheck';

const loaded: LoadedCatalog = { document: sampleCatalog('CLOSET'), priceList: 'RETAIL-EUR', currency: 'EUR' };
const lookup = catalogLookupOf({ CLOSET: loaded });
/** Two default wardrobes: hinged doors on every section. */
const twoClosets = () => {
  let project = freshProject();
  for (let i = 0; i < 2; i++)
    project = insertCloset(project, loaded, {
      catalog: 'CLOSET',
      model: 'WARDROBE',
      variant: '',
      lang: 'en',
    });
  return project;
};
const around = (corner: 'filler' | 'blind', second = 3200) => ({
  walls: [
    { length: 2450, closets: ['1'] },
    { length: second, closets: ['2'] },
  ],
  corners: [corner],
});

describe("the project's save check", () => {
  it('refuses a closet run with hinged doors at a blind corner, naming the corner', () => {
    const blind = setClosetRun(twoClosets(), around('blind'));
    expect(projectSaveProblems(blind, lookup, 'en')).toEqual([
      'Hinged doors at the corner between walls 1 and 2 would clash; use a corner filler',
    ]);
    expect(closetRunProblems(blind, 'it')).toEqual([
      'Le ante a battente nell’angolo tra le pareti 1 e 2 si urterebbero; usare un compensatore d’angolo',
    ]);
    // Whatever else of the layout is still being worked on: a wall too short does not hide it.
    expect(closetRunProblems(setClosetRun(twoClosets(), around('blind', 1000)), 'en')).toHaveLength(1);
  });

  it('lets a filler corner, a blind corner without doors beside it, and no run be saved', () => {
    const project = twoClosets();
    expect(projectSaveProblems(project, lookup, 'en')).toEqual([]);
    expect(projectSaveProblems(setClosetRun(project, around('filler')), lookup, 'en')).toEqual([]);
    // Closet 1's last section and closet 2's first without doors: the blind corner is fine.
    let open = editCloset(project, { CLOSET: loaded }, 1, { op: 'removeFrontal', from: 3 }, 'en');
    open = editCloset(open, { CLOSET: loaded }, 2, { op: 'removeFrontal', from: 1 }, 'en');
    expect(projectSaveProblems(setClosetRun(open, around('blind')), lookup, 'en')).toEqual([]);
  });

  it("still names the rows that break their catalogue's rules", () => {
    const project = twoClosets();
    const broken = { ...project, rows: [{ ...project.rows[0]!, closet: undefined, var: 'DEPTH=500' }] };
    expect(projectSaveProblems(broken, lookup, 'en').join('\n')).toMatch(/^Row 1 .*550 mm/);
  });
});
