import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkArgs } from './linkArgs';
import { actionTable } from './table';
import type { LinkUse } from './types';

const open: LinkUse = { mode: 'run', params: { id: { type: 'integer' } } };
const insert: LinkUse = {
  mode: 'run',
  params: {
    catalog: { type: 'string' },
    article: { type: 'string' },
    model: { type: 'string', optional: true },
    flag: { type: 'boolean', optional: true },
  },
};

describe("linkArgs: a /do link query as an action's arguments", () => {
  it('reads whole numbers, texts and booleans, names case-insensitively', () => {
    expect(linkArgs(open, '?id=12')).toEqual({ ok: true, args: { id: 12 } });
    expect(linkArgs(open, '?ID=12')).toEqual({ ok: true, args: { id: 12 } });
    expect(linkArgs(insert, '?catalog=KITCHEN&model=B1&article=B1-600&flag=0')).toEqual({
      ok: true,
      args: { catalog: 'KITCHEN', model: 'B1', article: 'B1-600', flag: false },
    });
  });

  it('an action without parameters gets no arguments, and refuses any', () => {
    expect(linkArgs({ mode: 'run' }, '')).toEqual({ ok: true, args: undefined });
    expect(linkArgs({ mode: 'run' }, '?x=1')).toEqual({
      ok: false,
      problems: [{ param: 'x', reason: 'unknown' }],
    });
  });

  it('names every problem: missing, not a whole number, unknown, repeated, empty', () => {
    expect(linkArgs(open, '')).toEqual({ ok: false, problems: [{ param: 'id', reason: 'missing' }] });
    for (const bad of ['12.5', '1e3', '-1', ' 12', 'abc', '', '0x10']) {
      expect(linkArgs(open, `?id=${encodeURIComponent(bad)}`)).toEqual({
        ok: false,
        problems: [{ param: 'id', reason: 'notInteger', value: bad }],
      });
    }
    expect(linkArgs(open, '?id=1&id=2')).toEqual({
      ok: false,
      problems: [{ param: 'id', reason: 'repeated' }],
    });
    expect(linkArgs(insert, '?catalog=&artcle=B1&flag=maybe')).toEqual({
      ok: false,
      problems: [
        { param: 'catalog', reason: 'missing' },
        { param: 'artcle', reason: 'unknown' },
        { param: 'flag', reason: 'notBoolean', value: 'maybe' },
        { param: 'article', reason: 'missing' },
      ],
    });
  });

  it('any digits-only id up to 15 digits reads back as that number; anything else is refused', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = linkArgs(open, `?id=${encodeURIComponent(text)}`);
        if (/^\d{1,15}$/.test(text)) expect(result).toEqual({ ok: true, args: { id: Number(text) } });
        else expect(result.ok).toBe(false);
      }),
    );
  });

  it('texts come back as given (trimmed), whatever characters they hold', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (catalog, article) => {
        fc.pre(catalog.trim() !== '' && article.trim() !== '');
        const query = new URLSearchParams({ catalog, article }).toString();
        expect(linkArgs(insert, `?${query}`)).toEqual({
          ok: true,
          args: { catalog: catalog.trim(), article: article.trim() },
        });
      }),
    );
  });
});

describe("the action table's link metadata (spec 2)", () => {
  const linked = Object.entries(actionTable).filter(([, a]) => 'link' in a && a.link);
  const modeOf = (name: string) => (actionTable as Record<string, { link?: LinkUse }>)[name]?.link?.mode;

  it("the spec's examples run at once: newProject, openProject, insertArticle", () => {
    expect(modeOf('newProject')).toBe('run');
    expect(modeOf('openProject')).toBe('run');
    expect(modeOf('insertArticle')).toBe('run');
  });

  it('actions that change or delete stored data ask first', () => {
    for (const name of ['deleteProject', 'cloneProject', 'setProjectStatus', 'createVersion']) {
      expect(modeOf(name), name).toBe('confirm');
    }
  });

  it('sign-in, passwords and the undo history cannot be started from a link', () => {
    for (const name of ['login', 'rsaLogin', 'changePassword', 'logout', 'undo', 'saveTranslations']) {
      expect(modeOf(name), name).toBeUndefined();
    }
    expect(linked.length).toBeGreaterThan(5);
  });
});
