import { describe, expect, it } from 'vitest';
import en from './en.json';
import it_ from './it.json';
import de from './de.json';
import { standardRoutes, customerRouteCatalogue } from '../app/routes';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('bundled translations', () => {
  it('Italian and German have exactly the English keys', () => {
    expect(keys(it_).sort()).toEqual(keys(en).sort());
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('every route has a title in every language', () => {
    for (const route of [...standardRoutes, ...customerRouteCatalogue]) {
      for (const file of [en, it_, de]) expect(file.routes).toHaveProperty(route.name);
    }
  });

  it('keeps the exact configuration error of the spec in English', () => {
    expect(en.app.configError).toBe('Error: Missing or wrong configuration file');
  });
});
