// A /do/{action} link's query values as an action's arguments (spec 2). Pure: the /do page and its
// tests call it; the action table's `link` metadata says which values each action takes.
import type { LinkUse } from './types';

export type LinkProblem =
  | { param: string; reason: 'missing' }
  | { param: string; reason: 'notInteger'; value: string }
  | { param: string; reason: 'notBoolean'; value: string }
  | { param: string; reason: 'unknown' }
  | { param: string; reason: 'repeated' };

export type LinkArgs =
  | { ok: true; args: Record<string, string | number | boolean> | undefined }
  | { ok: false; problems: LinkProblem[] };

// Whole numbers of digits only, as ids are: '12', not '12.5', '1e3', '-1' or ' 12'.
const INTEGER = /^\d{1,15}$/;

/**
 * Reads the query string against the action's parameters. Names match case-insensitively (`ID=12`
 * is `id`); every problem is reported, not only the first, so the page can name them all. An action
 * that takes nothing gets no arguments (undefined), as a button's dispatch would.
 */
export function linkArgs(link: LinkUse, search: string): LinkArgs {
  const params = link.params ?? {};
  const byLowerName = new Map(Object.keys(params).map((name) => [name.toLowerCase(), name]));
  const query = new URLSearchParams(search);
  const problems: LinkProblem[] = [];
  const args: Record<string, string | number | boolean> = {};
  const seen = new Set<string>();
  for (const [given, value] of query) {
    const name = byLowerName.get(given.toLowerCase());
    if (!name) {
      problems.push({ param: given, reason: 'unknown' });
      continue;
    }
    if (seen.has(name)) {
      problems.push({ param: name, reason: 'repeated' });
      continue;
    }
    seen.add(name);
    const type = params[name]!.type;
    const text = value.trim();
    if (type === 'integer') {
      if (INTEGER.test(value)) args[name] = Number(value);
      else problems.push({ param: name, reason: 'notInteger', value });
    } else if (type === 'boolean') {
      const lower = text.toLowerCase();
      if (lower === 'true' || lower === '1') args[name] = true;
      else if (lower === 'false' || lower === '0') args[name] = false;
      else problems.push({ param: name, reason: 'notBoolean', value });
    } else if (text === '') {
      // An empty value is no value: `?catalog=` asks for nothing.
      if (!params[name]!.optional) problems.push({ param: name, reason: 'missing' });
    } else {
      args[name] = text;
    }
  }
  for (const [name, param] of Object.entries(params)) {
    if (!param.optional && !seen.has(name)) problems.push({ param: name, reason: 'missing' });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, args: Object.keys(params).length === 0 ? undefined : args };
}
