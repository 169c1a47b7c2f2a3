import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileModel,
  evaluate,
  formatVariantString,
  parseVariantString,
  ruleProblems,
  storedChoiceProblems,
  type CatalogDocument,
  type CompiledModel,
  type Evaluation,
} from '../../core/catalog';
import { sampleCatalog, sampleFiles, readSample } from './samples';

// Issue 19: a forbidden value never survives. Over every model of the sample catalogues, any
// sequence of changes (each variable set to any value of its domain, as the configurator, the
// host protocol's changeVariant or a pasted variant string would) leaves a row whose stored
// choices are valid, or one whose save is refused with the problems in words.

const catalogs: CatalogDocument[] = sampleFiles().map((file) => {
  const cod = (readSample(file) as { catalog: { cod: string } }).catalog.cod;
  return sampleCatalog(cod);
});
const models = catalogs.flatMap((doc) => doc.models.map((m) => ({ doc, model: m.cod })));

/** Every value a variable's own domain allows (numbers: its steps within the model's limits). */
function domain(compiled: CompiledModel): fc.Arbitrary<[string, string]>[] {
  return compiled.variables.flatMap((v) => {
    const name = fc.constant(v.cod);
    switch (v.def.type) {
      case 'choice':
        return [fc.tuple(name, fc.constantFrom(...(v.values ?? [])))];
      case 'boolean':
        return [fc.tuple(name, fc.constantFrom('1', '0'))];
      case 'number': {
        const { min, max, step } = v.limits!;
        if (!step)
          return [fc.tuple(name, fc.integer({ min: Math.ceil(min), max: Math.floor(max) }).map(String))];
        const steps = Math.floor((max - min) / step + 1e-9);
        return [
          fc.tuple(
            name,
            fc.integer({ min: 0, max: steps }).map((k) => String(Number((min + k * step).toFixed(6)))),
          ),
        ];
      }
      case 'text':
        return [];
    }
  });
}

function withChange(choices: string, [name, value]: [string, string]): string {
  const kept = parseVariantString(choices).filter(([n]) => n.toUpperCase() !== name.toUpperCase());
  return formatVariantString([...kept, [name, value]]);
}

/** No shown value is one its rules forbid, unless the catalogue forces it (then it is a violation). */
function forbiddenValues(result: Evaluation): string[] {
  return Object.values(result.variables).flatMap((state) => {
    if (!state.visible || state.value === null || state.source === 'forced') return [];
    if (state.options && !state.options.some((o) => o.value === state.value)) return [state.cod];
    const range = state.range;
    if (range && typeof state.value === 'number' && (state.value < range.min || state.value > range.max))
      return [state.cod];
    return [];
  });
}

describe('a forbidden value never survives (every sample model)', () => {
  it.each(models.map((m) => [`${m.doc.catalog.cod}/${m.model}`, m] as const))(
    '%s',
    (_name, { doc, model }) => {
      const compiled = compileModel(doc, model);
      const changes = domain(compiled);
      if (changes.length === 0) return;
      fc.assert(
        fc.property(
          fc.array(fc.oneof(...changes), { minLength: 1, maxLength: 8 }),
          fc.constantFrom('en', 'it', 'de'),
          (steps, lang) => {
            let choices = '';
            for (const change of steps) {
              const result = evaluate(compiled, withChange(choices, change), { lang });
              expect(forbiddenValues(result)).toEqual([]);
              // Each replaced value is told in words: the variable's and values' names, not codes.
              for (const a of result.adjustments) {
                expect(a.message).toContain(a.des);
                expect(a.message).not.toContain(`${a.variable} =`);
              }
              choices = result.choices;
              // What the row stores is settled: evaluating it again replaces nothing.
              const stored = evaluate(compiled, choices, { lang });
              expect(stored.adjustments).toEqual([]);
              expect(stored.values).toEqual(result.values);
              // The row is valid, or its save is refused with its problems in words.
              const problems = storedChoiceProblems(doc, model, choices, { lang });
              expect(problems.length === 0).toBe(stored.valid);
              expect(ruleProblems(stored, lang)).toEqual(problems);
              for (const p of problems) expect(p).not.toMatch(/[A-Z_]{3,} = /);
            }
          },
        ),
        { numRuns: 60 },
      );
    },
  );
});
