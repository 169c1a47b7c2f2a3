import { ApiError, toLoginResult, type LoginResult } from '../api/client';
import { findRouteByName, standardRoutes } from '../app/routes';
import { configAtom, loadingAtom } from '../state/app';
import { logger } from '../state/logs';
import { profileAtom, userFlagsAtom } from '../state/session';
import { findOpenInstance } from '../ui/dialog/dialogs';
import { dialogsAtom } from '../ui/dialog/state';
import { defineAction } from './define';
import { isActionName } from './registry';
import { applyLoginResult, clearProject, clearSignedIn } from './sessionState';
import type { ActionContext, ActionName } from './types';

/**
 * Every GDPR consent given (core/project/entities' GDPR_ALL_GIVEN; that module brings the whole
 * project schema, too heavy for the home page, so the four flags are spelled here).
 */
export const GDPR_ALL_GIVEN = '1;1;1;1';

/** Spec 8: the login-failed dialog's text (the server's 401 message too). */
export const LOGIN_FAILED_MESSAGE = 'Incorrect data, please check your credentials.';
/** Spec 8: what an embedding parent hears when an RSA login fails. */
export const RSA_LOGIN_FAILED_MESSAGE = 'RSA login failed';

export type LoginField = 'id' | 'user' | 'password';

/** Spec 5: login needs id, user and password together; `missing` names what was left empty. */
export class MissingLoginFieldsError extends Error {
  constructor(readonly missing: readonly LoginField[]) {
    super(`Login needs id, user and password together (missing: ${missing.join(', ')})`);
    this.name = 'MissingLoginFieldsError';
  }
}

/** Wrong credentials (the server's 401): the login-failed dialog shows `message`. */
export class LoginFailedError extends Error {
  constructor() {
    super(LOGIN_FAILED_MESSAGE);
    this.name = 'LoginFailedError';
  }
}

export interface LoginArgs {
  /** The shop code. */
  id: string;
  user: string;
  password: string;
}

export function missingLoginFields(args: Partial<LoginArgs>): LoginField[] {
  return (['id', 'user', 'password'] as const).filter((field) => !(args[field] ?? '').trim());
}

/**
 * Spec 4, GDPR: in the one customer deployment that asks for consents (config customer
 * "verdelegno"), a user whose flags are not all given goes to /gdprprivacy, unless the privacy
 * dialog is open or they are there already.
 */
export const GDPR_CUSTOMER = 'verdelegno';
export const GDPR_PATH = '/gdprprivacy';
export const GDPR_DIALOG_KEY = 'gdpr-privacy';

export function shouldRedirectToGdpr(input: {
  customer: string | null | undefined;
  gdprFlags: string | undefined;
  pathname: string;
  dialogOpen: boolean;
}): boolean {
  if (input.customer !== GDPR_CUSTOMER) return false;
  if (input.dialogOpen || input.pathname.toLowerCase().endsWith(GDPR_PATH)) return false;
  return input.gdprFlags !== GDPR_ALL_GIVEN;
}

/** A signed-in user of the GDPR deployment without every consent: the GDPR error of spec 4. */
async function checkGdpr(ctx: ActionContext, result: LoginResult): Promise<void> {
  if (result.profile.guest) return;
  await ctx.dispatch('checkGdprConsents');
}

async function signIn(ctx: ActionContext, args: LoginArgs): Promise<LoginResult> {
  const missing = missingLoginFields(args);
  if (missing.length) throw new MissingLoginFieldsError(missing);
  let result: LoginResult;
  try {
    const reply = await ctx.api.auth.login({
      id: args.id.trim(),
      user: args.user.trim(),
      password: args.password,
    });
    result = toLoginResult(reply);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new LoginFailedError();
    throw error;
  }
  applyLoginResult(ctx.store, result, true);
  logger.info('Login done', `${args.user.trim()} (${result.kind})`);
  await checkGdpr(ctx, result);
  return result;
}

/** Login of a professional or a customer (shop code, user, password); the server says which kind. */
export const loginAction = defineAction<LoginArgs, LoginResult>({
  name: 'login',
  label: 'session.signIn',
  undoable: false,
  perform: signIn,
});

/** A guest session in the site's guest shop (ends the caller's session on the server). */
export const guestLoginAction = defineAction<void, LoginResult>({
  name: 'guestLogin',
  label: 'session.guestLogin',
  undoable: false,
  perform: async (ctx) => {
    const result = toLoginResult(await ctx.api.auth.guest());
    applyLoginResult(ctx.store, result);
    logger.info('Guest login done');
    return result;
  },
});

/** The parent page of an iframe, by the origin it was loaded from (never '*'); null when not framed. */
function parentTarget(): { window: Window; origin: string } | null {
  if (typeof window === 'undefined' || window.parent === window) return null;
  try {
    const origin = new URL(document.referrer).origin;
    return origin && origin !== 'null' ? { window: window.parent, origin } : null;
  } catch {
    return null;
  }
}

/** Runs what an RSA login link asked for: an action of the registry, or a route by name. */
async function runAfterLogin(ctx: ActionContext, action: string | undefined): Promise<string> {
  const name = action?.trim();
  if (!name) {
    ctx.navigate('/home', { replace: true });
    return 'home';
  }
  if (isActionName(name) && name !== 'rsaLogin') {
    ctx.navigate('/home', { replace: true });
    // A name from the link, not known when this is written: an action that needs arguments rejects.
    const run = ctx.dispatch as unknown as (name: ActionName) => Promise<unknown>;
    await run(name);
    return name;
  }
  const route = findRouteByName(standardRoutes, name);
  if (route && !route.path.includes(':')) {
    ctx.navigate(route.path, { replace: true });
    return route.name;
  }
  logger.warn('Unknown action after RSA login', name);
  ctx.navigate('/home', { replace: true });
  return 'home';
}

export interface RsaLoginArgs {
  key: string;
  /** A registry action or a route name to run after signing in. */
  action?: string;
  /**
   * Whether a failure is posted to the parent frame (default yes, for the /rsalogin route). The host
   * protocol's login passes false: its own reply is that message, and the parent must hear it once.
   */
  reportToParent?: boolean;
}

/**
 * RSA login (/rsalogin/{key}/{action?}): signs in with the one-time key, then runs `action`. A failure
 * sets loginFail, stops loading and, inside an iframe, tells the parent (spec 7, 8).
 */
export const rsaLoginAction = defineAction<RsaLoginArgs, LoginResult>({
  name: 'rsaLogin',
  label: 'session.rsaLogin',
  undoable: false,
  perform: async (ctx, { key, action, reportToParent = true }) => {
    ctx.store.set(loadingAtom, true);
    let result: LoginResult;
    try {
      if (!key?.trim()) throw new Error('Missing RSA key');
      result = toLoginResult(await ctx.api.identity.rsaLogin(key.trim()));
    } catch (error) {
      const detail = (error as Error)?.message ?? String(error);
      ctx.store.set(userFlagsAtom, (flags) => ({ ...flags, loginFail: true }));
      ctx.store.set(loadingAtom, false);
      logger.error(RSA_LOGIN_FAILED_MESSAGE, detail);
      const parent = reportToParent ? parentTarget() : null;
      parent?.window.postMessage(
        { status: 1, action: 'APP', msg: RSA_LOGIN_FAILED_MESSAGE, detail },
        parent.origin,
      );
      throw error;
    }
    applyLoginResult(ctx.store, result, true);
    ctx.store.set(loadingAtom, false);
    logger.info('RSA login done', result.account.username ?? result.kind);
    await runAfterLogin(ctx, action);
    await checkGdpr(ctx, result);
    return result;
  },
});

/**
 * The identity provider's user this tab keeps (oidc-client-ts stores it under 'oidc.user:...', the
 * identity session's id under 'arredo.sessionid'): after a logout neither a reload nor a silent
 * renewal may sign that user back in.
 */
function forgetIdentityUser(): void {
  if (typeof sessionStorage === 'undefined') return;
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith('oidc.user:') || key === 'arredo.sessionid') sessionStorage.removeItem(key);
  }
}

/** Ends the server session; offline or already expired, the user is signed out here all the same. */
async function endServerSession(ctx: ActionContext): Promise<void> {
  try {
    await ctx.api.auth.logout();
    logger.info('Signed out');
  } catch (error) {
    logger.warn('Logout call failed; signed out locally', (error as Error).message);
  }
}

/**
 * Logout (spec 4): ends the server session, clears the project and its history, goes home. The
 * session goes after the move, so the screen being left never sees a signed-out user (its guard
 * would send them home with redirectFrom). A guest deployment starts a fresh guest session.
 */
export const logoutAction = defineAction<void, void>({
  name: 'logout',
  label: 'session.signOut',
  undoable: false,
  perform: async (ctx) => {
    await endServerSession(ctx);
    clearProject(ctx.store);
    // The router is on home before the session goes.
    await ctx.navigate('/home');
    clearSignedIn(ctx.store);
    forgetIdentityUser();
    if (ctx.store.get(configAtom)?.config.isguest) {
      await ctx.dispatch('guestLogin').catch((error: unknown) => logger.error('Guest login failed', error));
    }
  },
});

/**
 * Spec 4's GDPR error: redirects to /gdprprivacy under the rule of shouldRedirectToGdpr. Named for what
 * it does, as it runs at every sign-in and the log showed "Action gdprError" when nothing was wrong.
 */
export const checkGdprConsentsAction = defineAction<void, boolean>({
  name: 'checkGdprConsents',
  label: 'session.gdpr',
  undoable: false,
  perform: (ctx) => {
    const redirect = shouldRedirectToGdpr({
      customer: ctx.store.get(configAtom)?.config.customer,
      gdprFlags: ctx.store.get(profileAtom)?.gdprFlags,
      pathname: typeof window === 'undefined' ? '' : window.location.pathname,
      dialogOpen: findOpenInstance(ctx.store.get(dialogsAtom), GDPR_DIALOG_KEY) !== undefined,
    });
    if (redirect) {
      logger.info('GDPR consents missing: to the privacy page');
      ctx.navigate(GDPR_PATH);
    }
    return redirect;
  },
});
