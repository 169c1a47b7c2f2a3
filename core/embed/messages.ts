// The texts and shapes of what the app says to its host (spec 7 parent messaging, spec 8 error catalogue).
// Every string a host can match on is here, spelled as the spec spells it ('Page chenged' included).
import type { HostEnvelope, JsonValue } from './host';

/** Bumped when a reply or event changes shape; sent in 'APP loaded' so a host can check what it talks to. */
export const PROTOCOL_VERSION = 1;

/** Spec 9: status 0 ok, 1 error. */
export type HostStatus = 0 | 1;

/** Status 1 replies of spec 8, plus the few this protocol adds (marked). */
export const HostErrors = {
  guestsNotAllowed: "This site doesn't allow guest users!",
  unknownAction: 'Unknown action',
  loginFirst: 'First must do login',
  noProject: 'You must first initialize a project',
  not3dView: 'You must first go to 3D view',
  missingVariantCode: 'Missing variant code',
  missingVariantValue: 'Missing variant value',
  missingProjectId: 'Missing id project',
  missingCatalog: 'Missing catalog',
  missingModel: 'Missing model',
  missingClassification: 'Missing classification',
  missingArticle: 'Missing article',
  missingGallery: 'Missing id gallery',
  missingPage: 'Missing page to go',
  missingLang: 'Missing lang',
  catalogNotFound: 'Catalog not found',
  modelUnknown: 'Model unknown',
  articleNotFound: 'Article not found',
  unknownGallery: 'Unknown id gallery',
  noGallery: 'No gallery available',
  unknownPage: (page: string) => `Unknown page [${page}]`,
  langNotValid: (lang: string) => `Lang [${lang}] not valid`,
  noLanguages: 'No valid language set in the config',
  rsaLoginFailed: 'RSA login failed',
  /** Spec 5 "Login needs id, user and password together" as a reply. */
  loginIncomplete: 'Login needs id, user and password together',
  /** Added: openProject/configure ids are whole numbers from 1 to 2147483647 (as the API's). */
  invalidProjectId: 'Invalid id project: expected a whole number from 1 to 2147483647',
  /** Added: takePicture sizes. */
  invalidSize: (field: string, max: number) => `Invalid ${field}: expected a whole number from 1 to ${max}`,
  /** Added: navigateTo with a route that needs more parameters than given, or fewer. */
  missingParameter: (name: string, page: string) => `Missing parameter [${name}] for page [${page}]`,
  tooManyParameters: (page: string) => `Too many parameters for page [${page}]`,
  /** Added: navigateTo held by a question (an unsaved article) that the person answered by staying. */
  pageKept: (page: string) => `Page not changed: the user stayed on [${page}]`,
  /** Added: saveTranslations needs an object of texts (spec 5: translating non-string text is refused). */
  missingTranslations: 'Missing translations',
  translationNotText: (key: string) => `Translation [${key}] is not text`,
  translationKeyNotAllowed: (key: string) => `Translation key [${key}] is not allowed`,
  /** Added: saveProject when a save conflict was left unresolved (the conflict dialog closed). */
  projectNotSaved: 'The project was not saved: another save came first',
  /** A port rejected with something that is not an Error and has no text. */
  unknownError: 'Unknown error',
} as const;

/** Success messages of spec 8. */
export const HostSuccess = {
  appLoaded: 'APP loaded',
  modelSet: 'Model set correctly',
  articleAdded: 'Article added correctly',
  galleryLoaded: 'Gallery loaded correctly',
  pageChanged: 'Page chenged',
  translationsSaved: 'Translations saved',
  languageChanged: 'Language changed',
} as const;

/** Spec 8: this open error is reported inside an iframe with status 0, action openProject. */
export const MISSING_PROJECT_FILE = 'Missing Project File';

/** Spec 8: logged by the layout-tool transport when there is no tool window to send to (spelling as given). */
export const NO_LAYOUT_WINDOW = 'ERROR: error while tryin to send data to Layedit Window. no Window.';

/** Actions the app sends on its own (not replies named after the request). */
export const AppMessages = {
  app: 'APP',
  loaded: 'loaded',
  loginDone: 'loginDone',
  saved: 'saved',
  offerProgress: 'offerProgress',
  pricesChanged: 'pricesChanged',
  partsChanged: 'partsChanged',
} as const;

/**
 * Everything the app posts to its host: a reply to a request or an event. `msg` is always text
 * (JSON values are stringified). Extra fields appear only where named below.
 */
export interface HostReply extends HostEnvelope {
  readonly status: HostStatus;
  readonly action: string;
  readonly msg: string;
  /** The request's `requestId`, echoed when it had a valid one. */
  readonly requestId?: string | number;
  /** loaded, loginDone, saved: the session id (null without a session). */
  readonly sessionId?: string | null;
  /** RSA login failure: why. */
  readonly detail?: string;
  /** 'APP loaded': PROTOCOL_VERSION. */
  readonly protocol?: number;
  /** pricesChanged, partsChanged: the hash of `msg`'s value (hash.ts). */
  readonly hash?: string;
  /** saved: the project's id once it has one. */
  readonly projectId?: number | null;
  /** offerProgress: 0.1, 0.2, 0.4, 0.6 (spec 4), then 1. */
  readonly progress?: number;
}

/** Which action, and the request id to echo: what every reply to one request shares. */
export interface ReplyTo {
  readonly action: string;
  readonly requestId?: string | number | undefined;
}

function reply(status: HostStatus, to: ReplyTo, msg: string, extra?: Partial<HostReply>): HostReply {
  const base: HostReply = extra
    ? { ...extra, status, action: to.action, msg }
    : { status, action: to.action, msg };
  return to.requestId === undefined ? base : { ...base, requestId: to.requestId };
}

export function okReply(to: ReplyTo, msg: string, extra?: Partial<HostReply>): HostReply {
  return reply(0, to, msg, extra);
}

export function errorReply(to: ReplyTo, msg: string, extra?: Partial<HostReply>): HostReply {
  return reply(1, to, msg, extra);
}

/** Spec 7: "JSON replies are stringified". */
export function jsonReply(to: ReplyTo, value: JsonValue, extra?: Partial<HostReply>): HostReply {
  return okReply(to, stringifyJson(value), extra);
}

/** JSON.stringify that never throws and always gives text (undefined, functions and cycles become null). */
export function stringifyJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return 'null';
  }
}

/** Sent once when the app has started (spec 7), with the protocol version. */
export function appLoadedMessage(): HostReply {
  return { status: 0, action: AppMessages.app, msg: HostSuccess.appLoaded, protocol: PROTOCOL_VERSION };
}

/**
 * Spec 7: "APP error 'RSA login failed' with detail when embedded": sent after a failed RSA login,
 * from the /rsalogin route or a login message (then with its request id).
 */
export function rsaLoginFailedMessage(detail: string, requestId?: string | number): HostReply {
  return errorReply({ action: AppMessages.app, requestId }, HostErrors.rsaLoginFailed, { detail });
}

/**
 * What loaded, loginDone and saved carry (spec 7): the configured article's variants string (the
 * single-article frames), or the whole project as JSON.
 */
export type HostDocument = { readonly variants: string } | { readonly project: JsonValue };

export function documentText(document: HostDocument): string {
  return 'variants' in document ? document.variants : stringifyJson(document.project);
}

/** loaded, loginDone or saved, with the document and the session id. */
export function documentMessage(
  action: typeof AppMessages.loaded | typeof AppMessages.loginDone | typeof AppMessages.saved,
  document: HostDocument,
  sessionId: string | null,
  extra: Partial<HostReply> = {},
): HostReply {
  return { ...extra, status: 0, action, msg: documentText(document), sessionId };
}

/** A project save, by whoever made it (the user's button, a host's save or saveProject). */
export function savedMessage(
  document: HostDocument,
  sessionId: string | null,
  projectId: number | null,
): HostReply {
  return documentMessage(AppMessages.saved, document, sessionId, { projectId });
}
