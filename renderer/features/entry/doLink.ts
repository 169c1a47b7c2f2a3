// What a /do/{action} link asks for (spec 2), decided before anything runs. Pure apart from reading
// the action table, so the page's every branch is tested without a browser.
import { getAction, isActionName } from '../../actions/registry';
import { actionTable } from '../../actions/table';
import { linkArgs, type LinkProblem } from '../../actions/linkArgs';
import type { ActionName, LinkUse } from '../../actions/types';
import { guardAllows, type Session } from '../../app/navigation';

export type LinkPlan =
  /** No such action, or one that links may not start. */
  | { kind: 'unknown'; name: string }
  | { kind: 'invalid'; name: ActionName; problems: LinkProblem[] }
  /** Needs an account (or a session at all): one signs in first, then it runs with that user's rights. */
  | { kind: 'signIn'; name: ActionName; link: LinkUse; args: LinkArgsOf }
  /** Changes or deletes stored data: the person says yes first. */
  | { kind: 'confirm'; name: ActionName; link: LinkUse; args: LinkArgsOf }
  | { kind: 'run'; name: ActionName; link: LinkUse; args: LinkArgsOf };

export type LinkArgsOf = Record<string, string | number | boolean> | undefined;

/** The action a link names, matched case-insensitively (as the host's navigateTo matches pages). */
export function linkedAction(name: string): ActionName | null {
  if (isActionName(name)) return name;
  const lower = name.toLowerCase();
  const found = Object.keys(actionTable).find((n) => n.toLowerCase() === lower);
  return found && isActionName(found) ? found : null;
}

/** Decides what the /do page does with `/do/{name}?{search}` for this session. */
export function planLink(name: string, search: string, session: Session): LinkPlan {
  const action = linkedAction(name);
  const link = action ? getAction(action).link : undefined;
  if (!action || !link) return { kind: 'unknown', name };
  const parsed = linkArgs(link, search);
  if (!parsed.ok) return { kind: 'invalid', name: action, problems: parsed.problems };
  // Signed out (no guest session either: a deployment without guests): every link action needs the
  // server's catalogues or projects, which answer no one without a session.
  if ((link.signIn && !guardAllows('loggedIn', session)) || !session.hasProfile) {
    return { kind: 'signIn', name: action, link, args: parsed.args };
  }
  return link.mode === 'confirm'
    ? { kind: 'confirm', name: action, link, args: parsed.args }
    : { kind: 'run', name: action, link, args: parsed.args };
}

/** A row as a link needs it: its catalogue, model and (when it is one of the catalogue's) article. */
export interface LinkedRow {
  catalog: string;
  model?: string | null;
  cod?: string | null;
}

/**
 * The /do link that opens a row's article again (the add-link dialog, spec 2): insertArticle with the
 * catalogue's article when the row is one (its preset choices), else setModel (the model's
 * defaults). `base` is the app's address (origin and document base, ending in '/'). Null when the
 * row has no model.
 */
export function rowLink(
  row: LinkedRow,
  articles: readonly { cod: string; model?: string }[],
  base: string,
): { action: 'insertArticle' | 'setModel'; url: string } | null {
  if (!row.model) return null;
  const article = row.cod
    ? articles.find((a) => a.cod.toUpperCase() === row.cod!.toUpperCase() && a.model === row.model)
    : undefined;
  const query = new URLSearchParams({ catalog: row.catalog, model: row.model });
  if (article) query.set('article', article.cod);
  const action = article ? 'insertArticle' : 'setModel';
  return { action, url: new URL(`do/${action}?${query.toString()}`, base).href };
}
