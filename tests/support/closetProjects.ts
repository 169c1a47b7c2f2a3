// Closet projects for the tests (unit, server and browser): the sample CLOSET catalogue as the
// browser loads it, and a project of two default wardrobes (hinged doors on every section), the
// start of every closet-run case.
import { sampleCatalog } from '../catalogs/samples';
import { freshProject, insertCloset, type LoadedCatalog } from '../../core/project/edits';
import type { Project } from '../../core/project/schema';

export const closetCatalog: LoadedCatalog = {
  document: sampleCatalog('CLOSET'),
  priceList: 'RETAIL-EUR',
  currency: 'EUR',
};

/** A new project with two default wardrobes, rows 1 and 2. */
export function twoWardrobes(): Project {
  let project = freshProject();
  for (let i = 0; i < 2; i++)
    project = insertCloset(project, closetCatalog, {
      catalog: 'CLOSET',
      model: 'WARDROBE',
      variant: '',
      lang: 'en',
    });
  return project;
}
