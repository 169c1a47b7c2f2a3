import { describe, expect, it } from 'vitest';
import { Project } from '../../../core/project/schema';
import { frameRow } from './frameRow';

const project = (currentrow: string | null) =>
  Project.parse({
    schemaVersion: 2,
    rows: [{ uniqueid: 7, catalog: 'KITCHEN', model: 'B1', var: 'WIDTH=600; FINISH=OAK;;FLAG' }],
    currentrow,
  });

describe('frameRow', () => {
  it('the current row with its variants split into names and values', () => {
    expect(frameRow(project('7'))).toEqual({
      catalog: 'KITCHEN',
      model: 'B1',
      variants: [
        { name: 'WIDTH', value: '600' },
        { name: 'FINISH', value: 'OAK' },
        { name: 'FLAG', value: '' },
      ],
    });
  });

  it('null without a project, a current row, or a row of that id', () => {
    expect(frameRow(null)).toBeNull();
    expect(frameRow(project(null))).toBeNull();
    expect(frameRow(project('8'))).toBeNull();
  });
});
