import { describe, expect, it } from 'vitest';
import { removeRow, setClosetRun } from './edits';
import { loadProject } from './load';
import { ClosetError } from '../closet/model';
import { twoWardrobes } from '../../tests/support/closetProjects';

const corner = {
  walls: [
    { length: 2450, closets: ['1'] },
    { length: 3200, closets: ['2'] },
  ],
  corners: ['filler' as const],
};

describe('the closet run in the project', () => {
  it('survives a save and a load as JSON', () => {
    const project = setClosetRun(twoWardrobes(), corner);
    const loadedAgain = loadProject(JSON.parse(JSON.stringify(project)));
    expect(loadedAgain.closetRun).toEqual(corner);
  });

  it('drops on load the closets the project no longer has', () => {
    const project = {
      ...twoWardrobes(),
      closetRun: { ...corner, walls: [...corner.walls, { length: 900, closets: ['7'] }] },
    };
    expect(loadProject(JSON.parse(JSON.stringify(project))).closetRun).toEqual({
      walls: [...corner.walls, { length: 900, closets: [] }],
      corners: ['filler', 'filler'],
    });
  });

  it('refuses on load a corner that is no corner solution', () => {
    const project = { ...twoWardrobes(), closetRun: { ...corner, corners: ['round'] } };
    expect(() => loadProject(JSON.parse(JSON.stringify(project)))).toThrow(/Invalid project/);
    expect(() => setClosetRun(twoWardrobes(), { ...corner, corners: ['round' as 'blind'] })).toThrow();
  });

  it('refuses a wall of 99999 mm in words naming the range, not a schema dump', () => {
    const long = { ...corner, walls: [{ length: 99999, closets: ['1'] }, corner.walls[1]!] };
    let refused: unknown;
    try {
      setClosetRun(twoWardrobes(), long);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ClosetError);
    expect((refused as ClosetError).inLanguage('en')).toBe(
      'A wall of the run must be between 1 and 20000 mm long, in whole millimetres',
    );
    expect((refused as ClosetError).inLanguage('de')).toMatch(/^Eine Wand der Schrankzeile/);
  });

  it('loses a removed closet from the run', () => {
    const project = removeRow(setClosetRun(twoWardrobes(), corner), 2);
    expect(project.closetRun!.walls[1]!.closets).toEqual([]);
  });
});
