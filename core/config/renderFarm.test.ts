import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderFarmAuthCheck, renderFarmBase } from './renderFarm';

describe('render farm base path (spec 7)', () => {
  it('removes trailing slashes and nothing else', () => {
    expect(renderFarmBase('https://farm.example.com/render///')).toBe('https://farm.example.com/render');
    expect(renderFarmBase('https://farm.example.com')).toBe('https://farm.example.com');
    expect(renderFarmBase('')).toBe('');
    expect(renderFarmBase(undefined)).toBe('');
    fc.assert(
      fc.property(fc.webUrl(), fc.nat(5), (url, slashes) => {
        const base = renderFarmBase(url + '/'.repeat(slashes));
        expect(base.endsWith('/')).toBe(false);
        expect(url.startsWith(base)).toBe(true);
      }),
    );
  });

  it('checks the farm sign-in only for a farm of its own, unless rfAuthHidden', () => {
    expect(renderFarmAuthCheck({ rfServer: 'https://farm.example.com/', rfAuthHidden: false })).toBe(true);
    expect(renderFarmAuthCheck({ rfServer: 'https://farm.example.com/', rfAuthHidden: true })).toBe(false);
    expect(renderFarmAuthCheck({ rfServer: '', rfAuthHidden: false })).toBe(false);
  });
});
