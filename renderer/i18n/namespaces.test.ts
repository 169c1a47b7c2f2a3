import { describe, expect, it } from 'vitest';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

// Every feature namespace of the renderer (README.md), found on disk so a new one is checked at once.
const files = import.meta.glob<{ default: unknown }>('../features/*/i18n/*.json', { eager: true });

function byFeature(): Map<string, Map<string, unknown>> {
  const features = new Map<string, Map<string, unknown>>();
  for (const [path, module] of Object.entries(files)) {
    const [, feature, language] = /features\/([^/]+)\/i18n\/([^/]+)\.json$/.exec(path) ?? [];
    if (!feature || !language) continue;
    if (!features.has(feature)) features.set(feature, new Map());
    features.get(feature)!.set(language, module.default);
  }
  return features;
}

describe('feature translation namespaces', () => {
  for (const [feature, languages] of byFeature()) {
    it(`${feature}: Italian and German have exactly the English keys`, () => {
      expect([...languages.keys()].sort()).toEqual(['de', 'en', 'it']);
      const english = keys(languages.get('en')).sort();
      expect(keys(languages.get('it')).sort()).toEqual(english);
      expect(keys(languages.get('de')).sort()).toEqual(english);
    });
  }
  it('finds the namespaces on disk', () => {
    expect(byFeature()).toBeInstanceOf(Map);
  });
});
