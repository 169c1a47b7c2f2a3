import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyClosetEdit } from './edits';
import { CLOSET_ERROR_CODES, closetErrorFrame, closetErrorText } from './messages';
import { ClosetError, type ClosetModel } from './model';
import { anyClosetEdit } from './test-arbitraries';
import { closet } from './test-fixtures';
import { validateCloset } from './validate';

const LANGS = ['en', 'it', 'de'] as const;
const placeholders = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The codes core's sources throw: `new ClosetError('code'` and `new ClosetError(cond ? 'a' : 'b'`. */
function thrownCodes(): Set<string> {
  const dirs = [join(__dirname), join(__dirname, '../project')];
  const codes = new Set<string>();
  for (const dir of dirs) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const call of source.matchAll(/new ClosetError\(\s*([^,]+),/g)) {
        for (const code of (call[1] ?? '').matchAll(/'([a-z-]+)'/g)) codes.add(code[1] ?? '');
      }
    }
  }
  return codes;
}

describe('closet refusals in words (en, it, de)', () => {
  it('has a frame in every language for every code core throws', () => {
    const thrown = thrownCodes();
    expect(thrown.size).toBeGreaterThan(25);
    for (const code of thrown) {
      for (const lang of LANGS) expect(closetErrorFrame(code, lang), `${code} ${lang}`).toBeTruthy();
    }
    expect([...thrown].filter((c) => !CLOSET_ERROR_CODES.includes(c))).toEqual([]);
  });

  it('names the same figures in Italian and German as in English', () => {
    for (const code of CLOSET_ERROR_CODES) {
      const en = placeholders(closetErrorFrame(code, 'en'));
      expect(placeholders(closetErrorFrame(code, 'it')), code).toEqual(en);
      expect(placeholders(closetErrorFrame(code, 'de')), code).toEqual(en);
    }
  });

  it('words a narrow section with its figures', () => {
    const error = new ClosetError('section-too-narrow', 'Section 2 would be 250 mm wide', {
      section: 2,
      values: { width: 250, limit: 300 },
    });
    expect(closetErrorText(error, 'it')).toBe('Il vano 2 sarebbe largo 250 mm; il minimo è 300 mm');
    expect(error.inLanguage('de')).toBe('Fach 2 wäre 250 mm breit; das Minimum ist 300 mm');
    expect(error.inLanguage('fr')).toBe('Section 2 would be 250 mm wide; the minimum is 300 mm');
  });

  it('falls back to the English message when a figure is missing, never a {placeholder}', () => {
    const error = new ClosetError('section-too-narrow', 'Section 2 is too narrow', { section: 2 });
    expect(error.inLanguage('it')).toBe('Section 2 is too narrow');
  });

  it('every refusal of a random edit carries the figures of its Italian and German sentence', () => {
    fc.assert(
      fc.property(fc.array(anyClosetEdit, { minLength: 1, maxLength: 20 }), (edits) => {
        let model: ClosetModel = closet({ dividers: [800, 1600] });
        for (const edit of edits) {
          try {
            model = applyClosetEdit(model, edit);
          } catch (error) {
            expect(error).toBeInstanceOf(ClosetError);
            const refused = error as ClosetError;
            for (const lang of ['it', 'de']) {
              const text = refused.inLanguage(lang);
              // A fallback would be core's English message: the frame must have been filled.
              expect(text, `${refused.code}: ${refused.message}`).not.toBe(refused.message);
              expect(text).not.toMatch(/\{\w+\}|undefined/);
            }
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a broken closet found by validateCloset is worded in Italian too', () => {
    const broken = closet({
      dividers: [200, 1600, 3000],
      merges: [{ from: 3, to: 6 }],
      shelves: [{ section: 2, y: 2600, thickness: 18 }],
      frontals: [{ type: 'hinged', from: 2, to: 2, panels: 1 }],
    });
    const problems = validateCloset(broken);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(p.inLanguage('it'), p.code).not.toBe(p.message);
    expect(validateCloset({ structure: { width: 'wide' } }).map((p) => p.inLanguage('de'))[0]).toBe(
      'Die Breite muss zwischen 300 und 6000 mm liegen, in ganzen Millimetern',
    );
    expect(validateCloset({ dividers: 'none' }).map((p) => p.inLanguage('de'))).toContain(
      'Dieser Wert des Schranks ist ungültig (dividers)',
    );
  });
});
