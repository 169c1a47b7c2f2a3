import { describe, expect, it } from 'vitest';
import { userDataDir } from './launch-options';

describe('userDataDir', () => {
  it('is <appData>/Arredo by default or when the variable is blank', () => {
    expect(userDataDir({}, '/home/ann/.config')).toBe('/home/ann/.config/Arredo');
    expect(userDataDir({ ARREDO_USER_DATA_DIR: '  ' }, '/home/ann/.config')).toBe('/home/ann/.config/Arredo');
  });

  it('takes an absolute folder from ARREDO_USER_DATA_DIR', () => {
    expect(userDataDir({ ARREDO_USER_DATA_DIR: '/var/lib/arredo' }, '/home/ann/.config')).toBe(
      '/var/lib/arredo',
    );
  });

  it('refuses a relative folder with a clear error', () => {
    expect(() => userDataDir({ ARREDO_USER_DATA_DIR: 'data' }, '/x')).toThrow(
      'ARREDO_USER_DATA_DIR must be an absolute path, got "data"',
    );
  });
});
