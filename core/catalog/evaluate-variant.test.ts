import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileModel } from './compile';
import { evaluate } from './evaluate';
import { kitchenCatalog } from './fixtures/kitchen';

const base = compileModel(kitchenCatalog(), 'BASE');
const setNote = (
  d: Parameters<Parameters<typeof kitchenCatalog>[0] & object>[0],
  note: Record<string, unknown>,
) =>
  Object.assign(
    d.variables!.find((v) => v.cod === 'NOTE')!,
    note,
  );

describe('evaluate: empty text values in the variant string', () => {
  it('treats an emptied text value as no text and leaves it out of the variant string', () => {
    const r = evaluate(base, 'WIDTH=900;NOTE=');
    expect(r.values.NOTE).toBeNull();
    expect(r.variables.NOTE?.source).toBe('none');
    expect(r.variant).not.toMatch(/NOTE/);
    expect(evaluate(base, 'NOTE=x').variant).toMatch(/(^|;)NOTE=x(;|$)/);
  });

  it("leaves out an empty default text ('')", () => {
    const model = compileModel(
      kitchenCatalog((d) => setNote(d, { default: '' })),
      'BASE',
    );
    const r = evaluate(model, '');
    expect(r.values.NOTE).toBeNull();
    expect(r.variant).not.toMatch(/NOTE/);
  });

  it('keeps NOTE= when the text has a default, so clearing it survives a round trip', () => {
    const model = compileModel(
      kitchenCatalog((d) => setNote(d, { default: 'Left of the sink' })),
      'BASE',
    );
    const cleared = evaluate(model, 'NOTE=');
    expect(cleared.variant).toMatch(/(^|;)NOTE=(;|$)/);
    expect(evaluate(model, cleared.variant).values.NOTE).toBe('');
    expect(evaluate(model, '').values.NOTE).toBe('Left of the sink');
  });

  it('round-trips: evaluating the returned variant string gives the same values and string', () => {
    const model = compileModel(
      kitchenCatalog((d) => setNote(d, { default: 'n' })),
      'BASE',
    );
    const note = fc.constantFrom('', 'x', 'a;b=c');
    fc.assert(
      fc.property(fc.boolean(), note, fc.constantFrom(300, 600, 900), (useDefaultModel, text, width) => {
        const compiled = useDefaultModel ? base : model;
        const first = evaluate(compiled, `WIDTH=${width};NOTE=${text.replace(/[;=]/g, (c) => `\\${c}`)}`);
        const again = evaluate(compiled, first.variant);
        expect(again.values).toEqual(first.values);
        expect(again.variant).toBe(first.variant);
      }),
    );
  });
});
