import { describe, expect, it } from 'vitest';
import { parseSettings, SettingsError } from './schema';

describe('parseSettings', () => {
  it('defaults to no remote back end and no external links', () => {
    expect(parseSettings({})).toEqual({ externalLinkOrigins: [] });
    expect(parseSettings(undefined)).toEqual({ externalLinkOrigins: [] });
  });

  it('accepts http and https back ends', () => {
    expect(parseSettings({ backendUrl: 'https://arredo.shop.example/' }).backendUrl).toBe(
      'https://arredo.shop.example/',
    );
    expect(parseSettings({ backendUrl: 'http://10.0.0.5:8080' }).backendUrl).toBe('http://10.0.0.5:8080');
  });

  it('rejects other schemes and garbage with a message naming the field', () => {
    for (const backendUrl of ['file:///srv/arredo', 'javascript:alert(1)', 'ftp://x', 'arredo.example', 42]) {
      expect(() => parseSettings({ backendUrl })).toThrow(SettingsError);
    }
    expect(() => parseSettings({ backendUrl: 'file:///srv' })).toThrow(/backendUrl/);
  });

  it('normalises external-link origins and refuses paths or plain http', () => {
    expect(parseSettings({ externalLinkOrigins: ['https://help.example/'] }).externalLinkOrigins).toEqual([
      'https://help.example',
    ]);
    expect(() => parseSettings({ externalLinkOrigins: ['https://help.example/docs'] })).toThrow(
      /origin only/,
    );
    expect(() => parseSettings({ externalLinkOrigins: ['http://help.example'] })).toThrow(/https/);
  });

  it('rejects a settings file that is not an object', () => {
    expect(() => parseSettings('backendUrl=https://x')).toThrow(SettingsError);
  });
});
