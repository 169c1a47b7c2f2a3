import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../tests/catalogs/samples';
import { freshProject, insertCloset, removeRow, setClosetRun, type LoadedCatalog } from './edits';
import { loadProject } from './load';

const loaded: LoadedCatalog = { document: sampleCatalog('CLOSET'), priceList: 'RETAIL-EUR', currency: 'EUR' };
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
const corner = {
  walls: [
    { length: 2450, closets: ['1'] },
    { length: 3200, closets: ['2'] },
  ],
  corners: ['filler' as const],
};

describe('the closet run in the project', () => {
  it('survives a save and a load as JSON', () => {
    const project = setClosetRun(twoClosets(), corner);
    const loadedAgain = loadProject(JSON.parse(JSON.stringify(project)));
    expect(loadedAgain.closetRun).toEqual(corner);
  });

  it('drops on load the closets the project no longer has', () => {
    const project = {
      ...twoClosets(),
      closetRun: { ...corner, walls: [...corner.walls, { length: 900, closets: ['7'] }] },
    };
    expect(loadProject(JSON.parse(JSON.stringify(project))).closetRun).toEqual({
      walls: [...corner.walls, { length: 900, closets: [] }],
      corners: ['filler', 'filler'],
    });
  });

  it('refuses on load a corner that is no corner solution', () => {
    const project = { ...twoClosets(), closetRun: { ...corner, corners: ['round'] } };
    expect(() => loadProject(JSON.parse(JSON.stringify(project)))).toThrow(/Invalid project/);
    expect(() => setClosetRun(twoClosets(), { ...corner, corners: ['round' as 'blind'] })).toThrow();
  });

  it('loses a removed closet from the run', () => {
    const project = removeRow(setClosetRun(twoClosets(), corner), 2);
    expect(project.closetRun!.walls[1]!.closets).toEqual([]);
  });
});
