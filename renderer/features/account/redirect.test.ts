import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

describe('redirectFrom after sign-in', () => {
  it('returns a path inside the app, with its query and hash', () => {
    expect(redirectTarget('?redirectFrom=%2Fprojects')).toBe('/projects');
    expect(redirectTarget('?redirectFrom=%2Frenderfarm%3Ftab%3Djobs%23top')).toBe('/renderfarm?tab=jobs#top');
  });
  it('ignores other sites, protocol-relative and scheme addresses, home and nothing', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/home',
      '',
    ]) {
      expect(redirectTarget(`?redirectFrom=${encodeURIComponent(bad)}`), bad).toBeNull();
    }
    expect(redirectTarget('')).toBeNull();
  });
});
