import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileExpression } from './expressions';

const VARIABLES = ['WIDTH', 'FINISH', 'GLASS', 'DOORS'];
const resolve = (name: string): string | null => VARIABLES.find((v) => v === name.toUpperCase()) ?? null;
const scope = { WIDTH: 900, FINISH: 'OAK', GLASS: false, DOORS: 2, _REG: { HEADER: 'A\tB' }, _LANG: 'it' };
const run = (source: string, s: Record<string, unknown> = scope, mode: 'closures' | 'jexl' = 'closures') =>
  compileExpression(source, resolve, 'test', mode).run(s);

describe('expressions', () => {
  it.each<[string, unknown]>([
    ['WIDTH > 600', true],
    ["width > 600 && finish == 'OAK'", true],
    ['Doors * (WIDTH > 800 ? 3 : 2)', 6],
    ["FINISH in ['OAK', 'WALNUT']", true],
    ["'BASE' + WIDTH", 'BASE900'],
    ['!GLASS', true],
    ['WIDTH // 7', 128],
    ['WIDTH % 7', 4],
    ['2 ^ 10', 1024],
    ['min(WIDTH, 600, 700)', 600],
    ['max(1, DOORS)', 2],
    ['round(WIDTH / 7, 2)', 128.57],
    ['floor(2.7) + ceil(2.1) + abs(-1)', 6],
    ["pad(DOORS, 3) + str(null) + len('abc')", '0023'],
    ["num('12.5') * 2", 25],
    ["FINISH|lower + ' ' + '  x '|trim|upper", 'oak X'],
    ['_REG.HEADER', 'A\tB'],
    ['_lang', 'it'],
    ['GLASS ? 1 : 0', 0],
    ['{a: WIDTH}.a', 900],
    ['[DOORS, 3]|lower', '2,3'],
  ])('%s gives %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
    expect(run(source, scope, 'jexl')).toEqual(expected);
  });

  it('rewrites identifiers to the canonical code, so any spelling reads the same value', () => {
    expect(run('wIdTh')).toBe(900);
    expect(compileExpression('Width', resolve, 'x').source).toBe('Width');
  });

  it('works out constant subtrees once and shares them frozen', () => {
    const list = compileExpression("['OAK', 'WALNUT']", resolve, 'x');
    const first = list.run({});
    expect(first).toEqual(['OAK', 'WALNUT']);
    expect(list.run({})).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(run('2 * 3 + WIDTH')).toBe(906);
  });

  it('treats an unset variable as null-like', () => {
    expect(run('WIDTH > 600', { WIDTH: null })).toBe(false);
    expect(run('WIDTH == null', { WIDTH: null })).toBe(true);
  });

  it('fails at compile time on an unknown variable, naming where', () => {
    expect(() => compileExpression('HEIGHT > 3', resolve, 'Rule R1 when')).toThrowError(
      expect.objectContaining({
        code: 'UNKNOWN_VARIABLE',
        message: expect.stringMatching(/Rule R1 when.*HEIGHT/),
      }),
    );
  });

  it.each(['eval("1")', 'WIDTH|exec', 'WIDTH +', '', "'a'.constructor"])(
    'refuses %j at compile time',
    (source) => {
      expect(() => compileExpression(source, resolve, 'x')).toThrowError(
        expect.objectContaining({ code: expect.stringMatching(/BAD_EXPRESSION|UNKNOWN_VARIABLE/) }),
      );
    },
  );

  it('leaves filter expressions to jexl, with the same result', () => {
    const s = { _REG: { LIST: [{ a: 1 }, { a: 2, b: 'two' }] } };
    expect(run('_REG.LIST[.a == 2].b', s)).toBe('two');
    expect(run('_REG.LIST[.a == 2].b', s, 'jexl')).toBe('two');
  });

  it('reports a run-time failure with the expression text', () => {
    expect(() => run('_REG.X|upper', { _REG: null })).not.toThrow();
    const failing = compileExpression('WIDTH + 1', resolve, 'Rule R9 value');
    const trap = {
      get WIDTH(): number {
        throw new Error('boom');
      },
    };
    expect(() => failing.run(trap)).toThrowError(
      expect.objectContaining({
        code: 'EXPRESSION_FAILED',
        message: 'Rule R9 value: "WIDTH + 1" failed: boom',
      }),
    );
  });

  it('closures agree with jexl on random arithmetic and logic', () => {
    const leaf = fc.oneof(
      fc.constantFrom('WIDTH', 'DOORS', 'GLASS', 'FINISH', "'OAK'", 'null', 'true'),
      fc.integer({ min: -20, max: 2000 }).map(String),
    );
    const expr = fc.letrec<{ e: string }>((tie) => ({
      e: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc
          .tuple(
            tie('e'),
            fc.constantFrom('+', '-', '*', '/', '==', '!=', '<', '>=', '&&', '||', '%'),
            tie('e'),
          )
          .map(([a, op, b]) => `(${a} ${op} ${b})`),
        fc.tuple(tie('e'), tie('e'), tie('e')).map(([a, b, c]) => `(${a} ? ${b} : ${c})`),
        tie('e').map((a) => `!${a}`),
      ),
    })).e;
    const values = fc.record({
      WIDTH: fc.integer({ min: 300, max: 1200 }),
      DOORS: fc.integer({ min: 0, max: 3 }),
      GLASS: fc.boolean(),
      FINISH: fc.constantFrom('OAK', 'WHITE', null),
    });
    fc.assert(
      fc.property(expr, values, (source, s) => {
        expect(run(source, s)).toEqual(run(source, s, 'jexl'));
      }),
      { numRuns: 400 },
    );
  });
});
