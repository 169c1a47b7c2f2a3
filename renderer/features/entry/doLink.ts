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
  /** Needs an account: a guest signs in first, then it runs with that user's rights. */
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
  if (link.signIn && !guardAllows('loggedIn', session)) {
    return { kind: 'signIn', name: action, link, args: parsed.args };
  }
  return link.mode === 'confirm'
    ? { kind: 'confirm', name: action, link, args: parsed.args }
    : { kind: 'run', name: action, link, args: parsed.args };
}
