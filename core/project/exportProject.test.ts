import { describe, expect, it } from 'vitest';
import { measuresForCountry } from '../locale/measures';
import { exportProject } from './exportProject';
import { loadProject } from './load';

describe('exportProject', () => {
  it('adds measures and currency from the preferences and still loads', () => {
    const project = loadProject({ schemaVersion: 2, id: 9 });
    const exported = exportProject(project, { measures: measuresForCountry('US'), currency: 'USD' });
    expect(exported).toMatchObject({
      id: 9,
      measures: { length: 'EX', weight: 'LB', volume: 'CI' },
      currency: 'USD',
    });
    expect(loadProject(JSON.parse(JSON.stringify(exported)))).toEqual(exported);
    expect(project).not.toHaveProperty('currency');
  });
});
