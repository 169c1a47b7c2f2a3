import { describe, expect, it } from 'vitest';
import { catalogLookupOf } from './documents';
import { editCloset, setClosetRun } from './edits';
import { closetRunProblems, projectSaveProblems } from './saveCheck';
import { closetCatalog, twoWardrobes } from '../../tests/support/closetProjects';

const lookup = catalogLookupOf({ CLOSET: closetCatalog });
const around = (corner: 'filler' | 'blind', second = 3200) => ({
  walls: [
    { length: 2450, closets: ['1'] },
    { length: second, closets: ['2'] },
  ],
  corners: [corner],
});

describe("the project's save check", () => {
  it('refuses a closet run with hinged doors at a blind corner, naming the corner', () => {
    const blind = setClosetRun(twoWardrobes(), around('blind'));
    expect(projectSaveProblems(blind, lookup, 'en')).toEqual([
      'Hinged doors at the corner between walls 1 and 2 would clash; use a corner filler',
    ]);
    expect(closetRunProblems(blind, 'it')).toEqual([
      'Le ante a battente nell’angolo tra le pareti 1 e 2 si urterebbero; usare un compensatore d’angolo',
    ]);
    // Whatever else of the layout is still being worked on: a wall too short does not hide it.
    expect(closetRunProblems(setClosetRun(twoWardrobes(), around('blind', 1000)), 'en')).toHaveLength(1);
  });

  it('lets a filler corner, a blind corner without doors beside it, and no run be saved', () => {
    const project = twoWardrobes();
    expect(projectSaveProblems(project, lookup, 'en')).toEqual([]);
    expect(projectSaveProblems(setClosetRun(project, around('filler')), lookup, 'en')).toEqual([]);
    // Closet 1's last section and closet 2's first without doors: the blind corner is fine.
    let open = editCloset(project, { CLOSET: closetCatalog }, 1, { op: 'removeFrontal', from: 3 }, 'en');
    open = editCloset(open, { CLOSET: closetCatalog }, 2, { op: 'removeFrontal', from: 1 }, 'en');
    expect(projectSaveProblems(setClosetRun(open, around('blind')), lookup, 'en')).toEqual([]);
  });

  it("still names the rows that break their catalogue's rules", () => {
    const project = twoWardrobes();
    const broken = { ...project, rows: [{ ...project.rows[0]!, closet: undefined, var: 'DEPTH=500' }] };
    expect(projectSaveProblems(broken, lookup, 'en').join('\n')).toMatch(/^Row 1 .*550 mm/);
  });
});
