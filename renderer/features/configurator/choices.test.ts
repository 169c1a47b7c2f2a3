import { describe, expect, it } from 'vitest';
import { compileModel, evaluate, loadCatalog } from '../../../core/catalog';
import { defaultConfigFile } from '../../../core/config/defaults';
import { readSampleCatalogJson } from '../../../tests/support/sample-catalog-raw';
import { choiceViews, variantInWords } from './choices';
import { DCLASS_ERROR_KEYS, DCLASS_NOT_DECLARED, NOT_A_DCLASS, resolveDClass } from './dclass';
import en from './i18n/en.json';

const kitchen = loadCatalog(readSampleCatalogJson('kitchen'));
const sink = compileModel(kitchen, 'B1S');

describe('choice views', () => {
  it('lists every value; an excluded one is unavailable with the excluding rule in the user language', () => {
    const narrow = evaluate(sink, 'WIDTH=600', { lang: 'it' });
    const waste = choiceViews(sink, narrow, 'WIDTH=600', 'WASTE', 'it');
    expect(waste.map((v) => [v.value, v.available])).toEqual([
      ['NONE', true],
      ['W2', true],
      ['W3', false],
    ]);
    expect(waste[2]!.reason).toBe(
      'La raccolta differenziata a tre contenitori richiede una base da 800 mm o più',
    );
    const wide = evaluate(sink, 'WIDTH=800', { lang: 'it' });
    expect(choiceViews(sink, wide, 'WIDTH=800', 'WASTE', 'it').every((v) => v.available)).toBe(true);
  });

  it('keeps swatches and says the options in words', () => {
    const result = evaluate(sink, 'WIDTH=800;FRONT=F04', { lang: 'en' });
    const fronts = choiceViews(sink, result, 'WIDTH=800;FRONT=F04', 'front', 'en');
    expect(fronts.find((v) => v.value === 'F04')?.swatch).toMatch(/^#/);
    const words = variantInWords(sink, result, 'en');
    expect(words).toContain('Width: 800 mm');
    expect(words).toContain('Front finish: Graphite, matt lacquer');
    // Imperial measures: the width in inches, converted exactly (800 / 25.4).
    expect(variantInWords(sink, result, 'de', { length: 'EX', lengthDecimals: 0 })).toContain('31,5 in');
  });
});

describe('dClass resolution (spec 5, 8)', () => {
  it('needs a class reference declared in the configuration, compared case-insensitively', () => {
    expect(resolveDClass({}, { FINISHES: { comp: 'swatches' } })).toEqual({ ok: false, error: NOT_A_DCLASS });
    expect(resolveDClass({ dClass: 'OTHER' }, { FINISHES: { comp: 'swatches' } })).toEqual({
      ok: false,
      error: DCLASS_NOT_DECLARED,
    });
    expect(resolveDClass({ dClass: 'finishes' }, { FINISHES: { comp: 'swatches' } })).toEqual({
      ok: true,
      key: 'FINISHES',
      comp: 'swatches',
    });
    expect(NOT_A_DCLASS).toBe('This variable is not a dClass');
    expect(DCLASS_NOT_DECLARED).toBe('dClass is not declared in configuration file');
    // Shown translated; the English text is the spec's, word for word.
    expect(DCLASS_ERROR_KEYS).toEqual({
      [NOT_A_DCLASS]: 'dialog.notADClass',
      [DCLASS_NOT_DECLARED]: 'dialog.dClassNotDeclared',
    });
    expect(en.dialog.notADClass).toBe(NOT_A_DCLASS);
    expect(en.dialog.dClassNotDeclared).toBe(DCLASS_NOT_DECLARED);
  });
});

describe('the shipped configuration and catalogues', () => {
  it('declares every dClass a sample catalogue names: no Choose button ends in an error', () => {
    const named = ['kitchen', 'living', 'doors', 'closet', 'windows'].flatMap((name) =>
      loadCatalog(readSampleCatalogJson(name)).variables.filter((v) => v.dClass),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const variable of named) expect(resolveDClass(variable, defaultConfigFile.dclass).ok).toBe(true);
  });
});
