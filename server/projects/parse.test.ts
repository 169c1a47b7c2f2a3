import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { parseProject, withProjectLoadErrors } from './parse';

describe('a project core cannot load', () => {
  it('is a 400 INVALID_PROJECT with core message', () => {
    let thrown: unknown;
    try {
      parseProject('not a project');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ statusCode: 400, code: 'INVALID_PROJECT' });
    expect((thrown as ApiError).message).toMatch(/project/i);
  });

  it('leaves other errors as they are, and a loaded project passes', () => {
    const other = new Error('disk full');
    expect(() =>
      withProjectLoadErrors(() => {
        throw other;
      }),
    ).toThrow(other);
    expect(parseProject({ rows: [] }).rows).toEqual([]);
  });
});
