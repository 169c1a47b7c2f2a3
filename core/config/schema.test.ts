import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { autologinCredentials, parseConfigFile, type ConfigFile } from './schema';
import { defaultConfigFile } from './defaults';

const shipped = JSON.parse(
  readFileSync(new URL('../../resources/config/config.json', import.meta.url), 'utf8'),
) as ConfigFile;
const clone = (): ConfigFile => structuredClone(shipped);

describe('configuration file schema', () => {
  it('accepts the shipped default configuration', () => {
    const result = parseConfigFile(shipped);
    expect(result.ok).toBe(true);
  });

  it('matches the default configuration module exactly', () => {
    expect(shipped).toEqual(defaultConfigFile);
  });

  it('refuses a missing section and names the field', () => {
    const bad = clone() as Partial<ConfigFile>;
    delete bad.config;
    const result = parseConfigFile(bad);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('config') });
  });

  it('refuses wrong types with the field path', () => {
    const bad = clone() as unknown as { config: { isguest: unknown; measures: { length: unknown } } };
    bad.config.isguest = 'yes';
    bad.config.measures.length = 'mm';
    const result = parseConfigFile(bad);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain('config.isguest');
      expect(result.error).toContain('config.measures.length');
    }
  });

  it('refuses an empty language list and a bad currency', () => {
    const bad = clone();
    bad.config.languages = [];
    bad.config.currency = 'euro';
    const result = parseConfigFile(bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/languages.*currency|currency.*languages/);
  });

  it('refuses a partial autologin (id, user and password go together)', () => {
    const bad = clone();
    bad.config.autologin = { id: 'shop1', user: 'anna', password: '' };
    expect(parseConfigFile(bad).ok).toBe(false);
  });

  it('refuses a dclass entry without comp and a badly named customer', () => {
    const bad = clone() as unknown as { dclass: unknown; config: { customer: unknown } };
    bad.dclass = { COLOR: {} };
    expect(parseConfigFile(bad).ok).toBe(false);
    const badCustomer = clone() as unknown as { config: { customer: unknown } };
    badCustomer.config.customer = '../evil';
    expect(parseConfigFile(badCustomer).ok).toBe(false);
  });

  it('refuses non-objects', () => {
    expect(parseConfigFile(null).ok).toBe(false);
    expect(parseConfigFile('{}').ok).toBe(false);
  });

  it('returns autologin credentials only when all three are set', () => {
    const config = clone().config;
    expect(autologinCredentials(config)).toBeNull();
    config.autologin = { id: 'shop1', user: 'anna', password: 'secret' };
    expect(autologinCredentials(config)).toEqual({ id: 'shop1', user: 'anna', password: 'secret' });
  });
});
