import { describe, expect, it } from 'vitest';
import { chooseBackend, localServerUrl } from './backend';

describe('chooseBackend', () => {
  it('starts the local server when no back end is configured', () => {
    expect(chooseBackend({ externalLinkOrigins: [] })).toEqual({ kind: 'local' });
  });

  it('uses the configured remote back end and its origin', () => {
    expect(
      chooseBackend({ backendUrl: 'https://arredo.shop.example/app/', externalLinkOrigins: [] }),
    ).toEqual({
      kind: 'remote',
      url: 'https://arredo.shop.example/app/',
      origin: 'https://arredo.shop.example',
    });
  });
});

describe('localServerUrl', () => {
  it('points at the loopback address, not localhost', () => {
    expect(localServerUrl(40123)).toBe('http://127.0.0.1:40123/');
  });

  it('refuses ports the server cannot have', () => {
    expect(() => localServerUrl(0)).toThrow('Invalid server port: 0');
    expect(() => localServerUrl(70_000)).toThrow(/Invalid server port/);
  });
});
