// 100,000 random and malformed host messages: the protocol never throws or rejects, every reply is
// status 0 or 1 with a text msg, nothing reaches a prototype, and it still answers normally afterwards.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuestAdmission } from './admission';
import type { HostContext } from './action-types';
import { handleHostMessage, hostActions } from './handle';
import type { UserKind } from './port';
import { TestPort } from './test-port';

const RUNS = 100_000;
const HUGE = 'x'.repeat(2_000_000);
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const FIELDS = [
  'action',
  'data',
  'requestId',
  'catalog',
  'model',
  'classification',
  'article',
  'side',
  'header',
  'idGallery',
  'page',
  'params',
  'lang',
  'translations',
  'width',
  'height',
  'description',
  'id',
  'project',
  'boxid',
  'varCod',
  'varVal',
  'user',
  'password',
  'key',
  'guest',
];

const actionName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostActions.keys()) },
  { weight: 1, arbitrary: fc.constantFrom('APP', 'loaded', 'saved', ...PROTO_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 1, arbitrary: fc.anything() },
);

const scalar = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'KITCHEN',
      'kitchen',
      'B1',
      'B',
      'DOORS',
      'A100',
      'g-one',
      'it',
      'd',
      'pt_BR',
      '7',
      '0',
      '-1',
      '1e3',
      'NaN',
      'home',
      'closetool',
      'a//b/',
      'right',
      'good.key.sig',
    ),
    weight: 8,
  },
  // Rare, as in life: each one costs a few megabyte copies (upper-casing, trimming).
  { arbitrary: fc.constantFrom(HUGE, `${HUGE}é`), weight: 1 },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double(), weight: 2 },
  { arbitrary: fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 2 ** 53, 7, 1000, 8193), weight: 2 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constantFrom(null, undefined), weight: 2 },
);

// Values that try to reach a prototype when someone assigns or merges them.
const poisoned = fc.constantFrom(
  JSON.parse('{"__proto__": {"polluted": "yes"}}') as unknown,
  JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}}') as unknown,
  Object.assign(Object.create(null) as object, { polluted: 'yes' }),
  { toString: 'not a function', valueOf: 5 },
);

const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    poisoned,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom(...FIELDS, ...PROTO_KEYS), fc.string({ maxLength: 8 })),
      tie('value'),
      {
        maxKeys: 5,
      },
    ),
  ),
})).value;

const fields = fc.dictionary(fc.constantFrom(...FIELDS, ...PROTO_KEYS), value, { maxKeys: 8 });

const message: fc.Arbitrary<unknown> = fc.oneof(
  // Well-shaped: an action and fields, on the message or in data.
  {
    weight: 5,
    arbitrary: fc
      .record({ action: actionName, rest: fields })
      .map(({ action, rest }) => ({ ...rest, action })),
  },
  { weight: 3, arbitrary: fc.record({ action: actionName, data: fields, requestId: value }) },
  // As JSON text, with own __proto__ keys the way JSON.parse makes them.
  {
    weight: 1,
    arbitrary: fc
      .record({ action: actionName, data: fields })
      .map(
        ({ action, data }) =>
          `{"__proto__":{"polluted":"yes"},"action":${JSON.stringify(typeof action === 'string' ? action : 'setLang')},"data":${safeJson(data)}}`,
      ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  // Objects without the usual prototype, and anything at all.
  {
    weight: 1,
    arbitrary: fields.map((f) => Object.assign(Object.create(null) as object, f, { action: 'setLang' })),
  },
  {
    weight: 2,
    arbitrary: fc.anything({
      withNullPrototype: true,
      withMap: true,
      withSet: true,
      withBigInt: true,
      withDate: true,
      withTypedArray: true,
      withSparseArray: true,
    }),
  },
);

/** JSON text of a value, with long strings cut (a batch of samples must not hold gigabytes). */
function safeJson(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (_key, v: unknown) =>
        typeof v === 'string' && v.length > 1000 ? v.slice(0, 1000) : v,
      ) ?? 'null'
    );
  } catch {
    return 'null';
  }
}

const users: readonly UserKind[] = ['none', 'guest', 'customer', 'pro'];

/** mulberry32: a tiny seeded generator, so the 100,000 mutations are cheap and the run repeatable. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Sample {
  user: UserKind;
  view3d: boolean;
  open: boolean;
  forced: string;
  context: HostContext;
  message: unknown;
}

/**
 * Corpus and mutation, as fuzzers do: fast-check draws 3,000 varied messages and 1,000 values (its
 * generation is the slow part), then each of the `runs` messages is a corpus entry with 0 to 3 fields
 * overwritten by pool values (own properties, '__proto__' included), its action swapped, or its fields
 * moved into `data`.
 */
function* messages(runs: number, contexts: readonly HostContext[]): Generator<Sample> {
  const corpus = fc.sample(message, { numRuns: 3_000, seed: 20261124 });
  const pool = fc.sample(value, { numRuns: 1_000, seed: 4242 });
  const names = fc.sample(actionName, { numRuns: 200, seed: 7 });
  const keys = [...FIELDS, ...PROTO_KEYS];
  const random = prng(12345);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  for (let i = 0; i < runs; i++) {
    let current = pick(corpus);
    const base = current;
    if (typeof base === 'object' && base !== null && !Array.isArray(base) && random() < 0.7) {
      const copy = Object.create(Object.getPrototypeOf(base) as object | null) as Record<string, unknown>;
      for (const key of Object.keys(base)) define(copy, key, (base as Record<string, unknown>)[key]);
      for (let n = Math.floor(random() * 4); n > 0; n--) define(copy, pick(keys), pick(pool));
      if (random() < 0.3) define(copy, 'action', pick(names));
      current = random() < 0.2 ? { action: copy.action, data: copy } : copy;
    }
    yield {
      user: pick(users),
      view3d: random() < 0.5,
      open: random() < 0.5,
      forced: pick(['', 'KITCHEN', 'NOPE']),
      context: pick(contexts),
      message: current,
    };
  }
}

/** An own property whatever its name (plain assignment of '__proto__' would set the prototype instead). */
function define(target: object, key: string, v: unknown): void {
  Object.defineProperty(target, key, { value: v, enumerable: true, writable: true, configurable: true });
}

function prototypeSnapshot(): string {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype]
    .map((proto) => Object.getOwnPropertyNames(proto).sort().join(','))
    .join('|');
}

describe('fuzz: 100,000 random and malformed messages', () => {
  it('never throws, always answers status 0 or 1 with text, pollutes nothing, and keeps working', async () => {
    const before = prototypeSnapshot();
    const port = new TestPort();
    const contexts: HostContext[] = [
      { transport: 'iframe' },
      { transport: 'iframe', admission: new GuestAdmission({}) },
      { transport: 'layout-tool' },
      { transport: 'desktop', emit: () => undefined },
    ];
    const replies = { none: 0, ok: 0, error: 0 };
    const started = Date.now();
    for (const sample of messages(RUNS, contexts)) {
      port.set({ user: sample.user, view3d: sample.view3d, forcedCatalog: sample.forced });
      // A fresh small project each time: the in-memory app must not grow over 100,000 messages.
      if (sample.open) port.openNew();
      else port.project = null;
      port.set({
        project: port.project ? { id: port.project.id, description: port.project.description } : null,
      });
      port.calls = [];
      port.saved.clear();
      let reply;
      try {
        reply = await handleHostMessage(sample.message, port, sample.context);
      } catch (error) {
        throw new Error(`Threw on ${safeJson(sample.message).slice(0, 300)}: ${String(error)}`);
      }
      if (reply === null) {
        replies.none++;
        continue;
      }
      if (
        (reply.status !== 0 && reply.status !== 1) ||
        typeof reply.msg !== 'string' ||
        typeof reply.action !== 'string'
      ) {
        throw new Error(
          `Bad reply ${safeJson(reply).slice(0, 300)} to ${safeJson(sample.message).slice(0, 300)}`,
        );
      }
      if (reply.status === 0) replies.ok++;
      else replies.error++;
      // Replies never echo unbounded text (a host could be flooded): errors quote at most 80 characters.
      if (reply.status === 1 && reply.msg.length > 2_100)
        throw new Error(`Long error ${reply.msg.slice(0, 100)}`);
    }
    const elapsed = Date.now() - started;

    expect(prototypeSnapshot()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.toString.call([])).toBe('[object Array]');
    // Every kind of outcome happened: the generator reaches the actions, not just the parser.
    expect(replies.ok).toBeGreaterThan(1_000);
    expect(replies.error).toBeGreaterThan(10_000);
    expect(replies.none).toBeGreaterThan(1_000);

    // Still answers normally afterwards.
    const fresh = new TestPort();
    expect(
      await handleHostMessage({ action: 'setLang', data: { lang: 'it' } }, fresh, { transport: 'iframe' }),
    ).toEqual({
      status: 0,
      action: 'setLang',
      msg: 'Language changed',
    });
    expect(
      await handleHostMessage({ action: 'setModel', catalog: 'KITCHEN', model: 'B1' }, port, {
        transport: 'iframe',
      }),
    ).toMatchObject({
      action: 'setModel',
    });
    console.info(`fuzz: ${RUNS} messages in ${elapsed} ms`, replies);
  }, 60_000);
});
