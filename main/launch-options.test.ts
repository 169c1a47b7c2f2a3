import { describe, expect, it } from 'vitest';
import { userDataOverride } from './launch-options';

describe('userDataOverride', () => {
  it('is unset by default or when blank', () => {
    expect(userDataOverride({})).toBeUndefined();
    expect(userDataOverride({ ARREDO_USER_DATA_DIR: '  ' })).toBeUndefined();
  });

  it('takes an absolute folder', () => {
    expect(userDataOverride({ ARREDO_USER_DATA_DIR: '/var/lib/arredo' })).toBe('/var/lib/arredo');
  });

  it('refuses a relative folder with a clear error', () => {
    expect(() => userDataOverride({ ARREDO_USER_DATA_DIR: 'data' })).toThrow(
      'ARREDO_USER_DATA_DIR must be an absolute path, got "data"',
    );
  });
});
