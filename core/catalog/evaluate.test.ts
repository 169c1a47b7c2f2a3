import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileModel } from './compile';
import { CatalogError } from './errors';
import { evaluate } from './evaluate';
import { kitchenCatalog } from './fixtures/kitchen';
import type { CatalogDocumentInput } from './schema';
import { codeOf } from './fixtures/errorCode';

const catalog = kitchenCatalog();
const base = compileModel(catalog, 'BASE');
const L1 = { priceList: 'L1' };
const withRule = (rule: Record<string, unknown>, model = 'BASE') =>
  compileModel(
    kitchenCatalog((d) => {
      d.rules?.push(rule as never);
      d.models.find((m) => m.cod === model)?.rules?.push(rule.cod as string);
    }),
    model,
  );
const withBase = (change: (d: CatalogDocumentInput) => void) => compileModel(kitchenCatalog(change), 'BASE');

describe('evaluate: resolved values', () => {
  it('resolves the README example: defaults, user choices, forced values', () => {
    const r = evaluate(base, 'WIDTH=900;FINISH=OAK', L1);
    expect(r.values).toEqual({
      WIDTH: 900,
      HEIGHT: 720,
      FRONT: 'WOOD',
      GLASSTYPE: null,
      FINISH: 'OAK',
      HANDLE: 'H2',
      DOORS: 2,
      SHELVES: 1,
      SOFTCLOSE: false,
      NOTE: null,
    });
    expect(r.variables.WIDTH?.source).toBe('user');
    expect(r.variables.HANDLE?.source).toBe('default');
    expect(r.variables.DOORS?.source).toBe('forced');
    expect(r.variables.NOTE?.source).toBe('none');
    expect(r.variant).toBe(
      'WIDTH=900;HEIGHT=720;FRONT=WOOD;FINISH=OAK;HANDLE=H2;DOORS=2;SHELVES=1;SOFTCLOSE=0',
    );
    expect(r.valid).toBe(true);
    expect(r.catalog).toBe('KITCHEN');
    expect(r.model).toBe('BASE');
  });

  it('lets model defaultvariants beat the variable default and the user beat both', () => {
    expect(evaluate(base, '').values.HANDLE).toBe('H2');
    expect(evaluate(base, 'HANDLE=H1').values.HANDLE).toBe('H1');
  });

  it('a forcing set rule overrides the user; without its condition the user value stays', () => {
    const wide = evaluate(base, 'WIDTH=900;DOORS=1');
    expect(wide.values.DOORS).toBe(2);
    expect(wide.variables.DOORS?.source).toBe('forced');
    const narrow = evaluate(base, 'WIDTH=600;DOORS=1');
    expect(narrow.values.DOORS).toBe(1);
    expect(narrow.variables.DOORS?.source).toBe('user');
  });

  it('a computed (force: false) set rule fills only what the user left alone', () => {
    const model = withRule({
      cod: 'TALL',
      kind: 'set',
      force: false,
      when: 'HEIGHT > 800',
      variable: 'SHELVES',
      value: '2',
    });
    expect(evaluate(model, 'HEIGHT=850').values.SHELVES).toBe(2);
    expect(evaluate(model, 'HEIGHT=850').variables.SHELVES?.source).toBe('computed');
    expect(evaluate(model, 'HEIGHT=850;SHELVES=3').values.SHELVES).toBe(3);
    expect(evaluate(model, 'HEIGHT=700').values.SHELVES).toBe(1);
  });

  it('refuses a set rule result outside the variable domain', () => {
    const model = withRule({ cod: 'BAD', kind: 'set', variable: 'DOORS', value: 'WIDTH / 100' });
    expect(() => evaluate(model, 'WIDTH=600')).toThrowError(
      expect.objectContaining({
        code: 'BAD_RULE_RESULT',
        message: expect.stringMatching(/Rule BAD sets DOORS to 6/),
      }),
    );
  });

  it('treats variable names and choice values case-insensitively', () => {
    const { choices: lowerChoices, ...lower } = evaluate(base, 'width=900;finish=oak;Handle=h1', L1);
    const { choices: upperChoices, ...upper } = evaluate(base, 'WIDTH=900;FINISH=OAK;HANDLE=H1', L1);
    expect(lower).toEqual(upper);
    // The choices are the caller's, as given: nothing was adjusted.
    expect([lowerChoices, upperChoices]).toEqual([
      'width=900;finish=oak;Handle=h1',
      'WIDTH=900;FINISH=OAK;HANDLE=H1',
    ]);
    expect(lower.values.FINISH).toBe('OAK');
  });
});

describe('evaluate: exclusions, requirements and ranges', () => {
  it('glass fronts exclude handle H3: the option goes, a user choice of H3 falls back to the default (issue 19)', () => {
    const r = evaluate(base, 'FRONT=GLASS;GLASSTYPE=CLEAR;HANDLE=H3', L1);
    expect(r.variables.HANDLE?.options?.map((o) => o.value)).toEqual(['H1', 'H2']);
    // The model's default H2 is allowed: the forbidden H3 goes back to it, and the result says so.
    expect(r.values.HANDLE).toBe('H2');
    expect(r.violations).toEqual([]);
    expect(r.adjustments).toEqual([
      {
        variable: 'HANDLE',
        des: 'Handle',
        from: 'H3',
        fromDes: 'Edge pull',
        to: 'H2',
        toDes: 'Knob',
        rule: 'GLASS_NO_H3',
        reason: 'Glass fronts exclude handle H3',
        message: 'Handle changed from “Edge pull” to “Knob”: Glass fronts exclude handle H3',
      },
    ]);
    expect(r.choices).toBe('FRONT=GLASS;GLASSTYPE=CLEAR;HANDLE=H2');
    expect(r.valid).toBe(true);
    // The stored choices are stable: evaluating them again changes nothing.
    const again = evaluate(base, r.choices, L1);
    expect([again.adjustments, again.values, again.choices]).toEqual([[], r.values, r.choices]);
    expect(evaluate(base, 'FRONT=WOOD').variables.HANDLE?.options?.map((o) => o.value)).toEqual([
      'H1',
      'H2',
      'H3',
    ]);
  });

  it('localises the reason and the value texts of an adjustment', () => {
    const r = evaluate(base, 'FRONT=GLASS;HANDLE=H3', { lang: 'it' });
    expect(r.adjustments[0]?.message).toBe(
      'Maniglia: ora “Knob” invece di “Edge pull”: Le ante in vetro escludono la maniglia H3',
    );
    const finish = evaluate(
      withRule({
        cod: 'GLASS_WHITE',
        des: 'Glass fronts are white',
        kind: 'require',
        when: "FRONT == 'GLASS'",
        variable: 'FINISH',
        values: ['WALNUT'],
      }),
      'FRONT=GLASS;FINISH=OAK',
      { lang: 'it' },
    );
    // No default allowed (WHITE is not): the first allowed value; the choice's own Italian text.
    expect(finish.adjustments.map((a) => [a.fromDes, a.toDes])).toEqual([['Rovere', 'Noce']]);
    expect(finish.adjustments[0]?.message).toBe(
      'Finitura: ora “Noce” invece di “Rovere”: Glass fronts are white',
    );
  });

  it('moves a default that a rule excludes to the first available value', () => {
    const model = withBase((d) => (d.models[0]!.defaultvariants = 'HANDLE=H3'));
    const r = evaluate(model, 'FRONT=GLASS;GLASSTYPE=CLEAR');
    expect(r.values.HANDLE).toBe('H1');
    expect(r.variables.HANDLE?.source).toBe('default');
    expect(r.violations).toEqual([]);
  });

  it('a require rule keeps only its values; a forbidden choice falls back to the default', () => {
    const model = withRule({
      cod: 'LACQUER_WHITE',
      des: 'Lacquer is white',
      kind: 'require',
      when: "FRONT == 'LACQUER'",
      variable: 'FINISH',
      values: ['WHITE'],
    });
    const r = evaluate(model, 'FRONT=LACQUER;FINISH=OAK');
    expect(r.variables.FINISH?.options?.map((o) => o.value)).toEqual(['WHITE']);
    expect(r.values.FINISH).toBe('WHITE');
    expect(r.violations).toEqual([]);
    expect(r.adjustments.map((a) => a.message)).toEqual([
      'Finish changed from “Oak” to “White”: Lacquer is white',
    ]);
    expect(evaluate(model, 'FRONT=LACQUER').values.FINISH).toBe('WHITE');
  });

  it('a range rule narrows the available range; a user value outside it falls back to the default', () => {
    const r = evaluate(base, 'FRONT=GLASS;GLASSTYPE=CLEAR;WIDTH=1000');
    expect(r.variables.WIDTH?.range).toEqual({ min: 300, max: 900, step: 50 });
    expect(r.violations).toEqual([]);
    expect(r.values.WIDTH).toBe(600);
    expect(r.adjustments.map((a) => [a.variable, a.from, a.to, a.rule, a.message])).toEqual([
      [
        'WIDTH',
        1000,
        600,
        'GLASS_MAX_WIDTH',
        'Width changed from “1000 mm” to “600 mm”: Glass fronts up to 900 mm',
      ],
    ]);
    expect(evaluate(base, 'WIDTH=1000').variables.WIDTH?.range).toEqual({ min: 300, max: 1200, step: 50 });
  });

  it('a forced value outside the rules stays a violation, in words', () => {
    const model = withBase((d) => (d.models[0]!.forcedvariants = 'HANDLE=H3'));
    const r = evaluate(model, 'FRONT=GLASS;GLASSTYPE=CLEAR', { lang: 'de' });
    expect(r.values.HANDLE).toBe('H3');
    expect(r.violations.map((v) => [v.code, v.message])).toEqual([
      ['VALUE_NOT_AVAILABLE', 'Handle „Edge pull“ ist nicht verfügbar: Glass fronts exclude handle H3'],
    ]);
    expect(r.valid).toBe(false);
  });

  it('snaps a default number into a narrowed range', () => {
    const model = withBase((d) => (d.models[0]!.defaultvariants = 'WIDTH=1200'));
    const r = evaluate(model, 'FRONT=GLASS;GLASSTYPE=FROSTED');
    expect(r.values.WIDTH).toBe(900);
    expect(r.violations).toEqual([]);
  });

  it('stops rules that keep moving defaults around', () => {
    const model = withBase((d) => {
      d.variables!.push(
        { cod: 'A', type: 'choice', default: 'X', values: [{ value: 'X' }, { value: 'Y' }] },
        { cod: 'B', type: 'choice', default: 'P', values: [{ value: 'P' }, { value: 'Q' }] },
      );
      d.rules!.push(
        { cod: 'R1', kind: 'exclude', when: "B == 'P'", variable: 'A', values: ['X'] },
        { cod: 'R2', kind: 'exclude', when: "B == 'Q'", variable: 'A', values: ['Y'] },
        { cod: 'R3', kind: 'exclude', when: "A == 'Y'", variable: 'B', values: ['P'] },
        { cod: 'R4', kind: 'exclude', when: "A == 'X'", variable: 'B', values: ['Q'] },
      );
      d.models[0]!.variables!.push('A', 'B');
      d.models[0]!.rules!.push('R1', 'R2', 'R3', 'R4');
    });
    expect(codeOf(() => evaluate(model, ''))).toBe('RULES_DO_NOT_SETTLE');
  });
});

describe('evaluate: visibility, mandatory and validity', () => {
  it('a hidden variable is neither mandatory nor in the variant string', () => {
    const r = evaluate(base, 'GLASSTYPE=CLEAR');
    expect(r.variables.GLASSTYPE).toMatchObject({ visible: false, mandatory: false, value: 'CLEAR' });
    expect(r.missing).toEqual([]);
    expect(r.variant).not.toContain('GLASSTYPE');
  });

  it('a visible mandatory variable without a value is missing', () => {
    const r = evaluate(base, 'FRONT=GLASS');
    expect(r.missing).toEqual(['GLASSTYPE']);
    expect(r.variables.GLASSTYPE).toMatchObject({ visible: true, mandatory: true, value: null });
    expect(r.valid).toBe(false);
    const done = evaluate(base, 'FRONT=GLASS;GLASSTYPE=FROSTED');
    expect(done.missing).toEqual([]);
    expect(done.variant).toContain('GLASSTYPE=FROSTED');
  });

  it('a failed validity condition reports its (localised) message', () => {
    const r = evaluate(base, 'WIDTH=1000;SHELVES=3');
    expect(r.violations).toEqual([
      { code: 'VALIDATION', message: 'Units wider than 900 mm take at most 2 shelves', rule: 'WIDE_SHELVES' },
    ]);
    expect(evaluate(base, 'WIDTH=1000;SHELVES=3', { lang: 'it-IT' }).violations[0]?.message).toBe(
      'Le basi oltre 900 mm hanno al massimo 2 ripiani',
    );
    expect(evaluate(base, 'WIDTH=900;SHELVES=3').violations).toEqual([]);
  });

  it('describes variables and options in the asked language, with swatches and images', () => {
    const r = evaluate(base, '', { lang: 'it' });
    expect(r.variables.FINISH).toMatchObject({
      des: 'Finitura',
      group: 'LOOK',
      dClass: 'FINISHES',
      type: 'choice',
    });
    expect(r.variables.FINISH?.options).toEqual([
      { value: 'WHITE', des: 'Bianco', swatch: '#f5f5f5' },
      { value: 'OAK', des: 'Rovere', swatch: '#c8a165' },
      { value: 'WALNUT', des: 'Noce', swatch: '#5d4037', image: 'textures/walnut.jpg' },
    ]);
    expect(evaluate(base, '', { lang: 'fr' }).variables.FINISH?.des).toBe('Finish');
  });
});

describe('evaluate: bad input gives clear errors', () => {
  it.each([
    ['COLOUR=RED', 'UNKNOWN_VARIABLE', 'Unknown variable "COLOUR" for model BASE'],
    ['LENGTH=1000', 'VARIABLE_NOT_IN_MODEL', 'Variable "LENGTH" is not used by model BASE'],
    // A value the variable's domain refuses reads in the user's words (issue 19), with what was given.
    ['FINISH=PINE', 'VALUE_NOT_IN_DOMAIN', 'Finish: “PINE” is not one of its values'],
    ['WIDTH=wide', 'NOT_A_NUMBER', 'Width: “wide” is not a number'],
    ['WIDTH=', 'NOT_A_NUMBER', 'Width: “” is not a number'],
    ['WIDTH=1300', 'OUT_OF_RANGE', 'Width must be from 300 mm to 1200 mm (“1300”)'],
    ['WIDTH=625', 'OFF_STEP', 'Width must be from 300 mm to 1200 mm in steps of 50 mm (“625”)'],
    ['SOFTCLOSE=maybe', 'NOT_A_BOOLEAN', 'Soft-close hinges: “maybe” must be yes or no'],
    [`NOTE=${'x'.repeat(41)}`, 'TEXT_TOO_LONG', 'Note: at most 40 characters'],
    ['WIDTH=600;width=700', 'DUPLICATE_VARIABLE', 'Variable "width" is given twice in the variant string'],
  ])('%j -> %s', (variant, code, message) => {
    expect(() => evaluate(base, variant)).toThrowError(expect.objectContaining({ code, message }));
  });

  it('accepts booleans as 1/0, true/false, Y/N', () => {
    expect(evaluate(base, 'SOFTCLOSE=true').values.SOFTCLOSE).toBe(true);
    expect(evaluate(base, 'SOFTCLOSE=N').values.SOFTCLOSE).toBe(false);
    expect(evaluate(base, 'SOFTCLOSE=1').variant).toContain('SOFTCLOSE=1');
  });

  it('names an unknown model, an unknown price list and data limits on unknown variables', () => {
    expect(() => compileModel(catalog, 'TALL')).toThrowError(
      expect.objectContaining({ code: 'UNKNOWN_MODEL', message: 'Model "TALL" is not in catalogue KITCHEN' }),
    );
    expect(codeOf(() => evaluate(base, '', { priceList: 'NOPE' }))).toBe('UNKNOWN_PRICE_LIST');
    expect(codeOf(() => evaluate(base, '', { dataLimits: { DEPTH: { max: 1 } } }))).toBe('UNKNOWN_VARIABLE');
  });

  it('fails compilation on a rule that names a variable the model lacks', () => {
    expect(() =>
      withRule({ cod: 'X', kind: 'validate', condition: 'LENGTH > 1', message: 'm' }),
    ).toThrowError(
      expect.objectContaining({
        code: 'UNKNOWN_VARIABLE',
        message: 'Rule X condition: "LENGTH > 1" uses unknown variable "LENGTH"',
      }),
    );
  });
});

describe('evaluate on arbitrary input', () => {
  const names = fc.constantFrom(
    'WIDTH',
    'height',
    'FINISH',
    'HANDLE',
    'SOFTCLOSE',
    'NOTE',
    'GLASSTYPE',
    'COLOUR',
    'LENGTH',
  );
  const values = fc.oneof(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('600', '625', '1e3', '-0', 'NaN', 'Infinity', 'oak', 'H3', '1', 'true', ' '),
  );
  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc
      .array(fc.tuple(names, values), { maxLength: 6 })
      .map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join(';')),
  );

  it('returns a result or throws a CatalogError, never anything else', () => {
    fc.assert(
      fc.property(text, (variant) => {
        try {
          const r = evaluate(base, variant, L1);
          expect(r.erp[0]?.level).toBe(0);
        } catch (error) {
          expect(error).toBeInstanceOf(CatalogError);
          expect((error as CatalogError).message.length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('compileModel and models', () => {
  it('compiles once per document and model, finding the model case-insensitively', () => {
    expect(compileModel(catalog, 'BASE')).toBe(base);
    expect(compileModel(catalog, 'base')).toBe(base);
    expect(compileModel(kitchenCatalog(), 'BASE')).not.toBe(base);
  });

  it('a model extending another inherits its variables and rules, with its own forced values and limits', () => {
    const glass = compileModel(catalog, 'BASEGLASS');
    const r = evaluate(glass, 'FRONT=WOOD;GLASSTYPE=CLEAR', L1);
    expect(r.values.FRONT).toBe('GLASS');
    expect(r.variables.FRONT?.source).toBe('forced');
    expect(r.variables.HANDLE?.options?.map((o) => o.value)).toEqual(['H1', 'H2']);
    expect(r.variables.WIDTH?.range).toEqual({ min: 300, max: 900, step: 50 });
    expect(codeOf(() => evaluate(glass, 'WIDTH=950'))).toBe('OUT_OF_RANGE');
    expect(r.geometry?.depth).toBe(560);
  });

  it('context data limits override the model limits for one call', () => {
    expect(
      evaluate(base, 'WIDTH=800', { dataLimits: { width: { max: 800 } } }).variables.WIDTH?.range,
    ).toEqual({
      min: 300,
      max: 800,
      step: 50,
    });
    expect(codeOf(() => evaluate(base, 'WIDTH=850', { dataLimits: { WIDTH: { max: 800 } } }))).toBe(
      'OUT_OF_RANGE',
    );
  });
});

describe('evaluate is deterministic and pure', () => {
  const variants = fc
    .record({
      WIDTH: fc.integer({ min: 6, max: 24 }).map((k) => k * 50),
      FRONT: fc.constantFrom('WOOD', 'LACQUER', 'GLASS'),
      FINISH: fc.constantFrom('WHITE', 'OAK', 'WALNUT'),
      HANDLE: fc.constantFrom('H1', 'H2', 'H3'),
      SHELVES: fc.integer({ min: 0, max: 4 }),
      SOFTCLOSE: fc.constantFrom('0', '1'),
    })
    .map((v) =>
      Object.entries(v)
        .map(([k, x]) => `${k}=${x}`)
        .join(';'),
    );

  it('gives equal results for equal inputs, whatever ran before', () => {
    fc.assert(
      fc.property(variants, variants, (a, b) => {
        const first = JSON.stringify(evaluate(base, a, L1));
        evaluate(base, b, L1);
        expect(JSON.stringify(evaluate(base, a, L1))).toBe(first);
      }),
      { numRuns: 150 },
    );
  });

  it('re-evaluating the returned variant string gives the same values', () => {
    fc.assert(
      fc.property(variants, (a) => {
        const r = evaluate(base, a, L1);
        const again = evaluate(base, r.variant, L1);
        expect(again.variant).toBe(r.variant);
        expect(again.erp).toEqual(r.erp);
      }),
      { numRuns: 150 },
    );
  });
});
