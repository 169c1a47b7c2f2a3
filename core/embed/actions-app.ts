// Host actions on the app itself (spec 5): navigateTo (and spec 4's goTo), setLang, saveTranslations,
// takePicture, getJsonProject.
import { normalizeLanguage } from '../locale/languages';
import { refuse, type ActionRun, type HostAction } from './action-types';
import { isPlainObject, own, quoted, text, wholeNumber, type Fields } from './fields';
import { HostErrors, HostSuccess, jsonReply, okReply, stringifyJson } from './messages';
import type { JsonValue } from './host';
import type { HostRoute } from './port';

/** Spec 9: a parent's takePicture is 1000 x 1000 unless it says otherwise. */
export const DEFAULT_PICTURE_SIZE = 1000;
/** The largest side a picture may have: beyond it the off-screen render would exhaust the GPU. */
export const MAX_PICTURE_SIZE = 8192;

/** Spec 5: params split by slash, empties dropped. An array of texts or numbers is taken as it is. */
export function routeParams(data: Fields): string[] {
  const params = own(data, 'params');
  const list = Array.isArray(params) ? params : typeof params === 'string' ? params.split('/') : [];
  return list
    .map((value) =>
      typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '',
    )
    .filter((value) => value !== '');
}

/**
 * The app path for a route and its parameters: `:name` segments take the parameters in order (encoded),
 * an optional `:name?` without one is left out; a required one without one, or a parameter left over,
 * is refused.
 */
export function buildRoutePath(route: HostRoute, params: readonly string[]): string {
  const remaining = [...params];
  const segments: string[] = [];
  for (const segment of route.path.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = remaining.shift();
    if (value !== undefined) segments.push(encodeURIComponent(value));
    else if (!optional) refuse(HostErrors.missingParameter(name, quoted(route.name)));
  }
  if (remaining.length > 0) refuse(HostErrors.tooManyParameters(quoted(route.name)));
  return `/${segments.join('/')}`;
}

/** Spec 5: page required, matched against the named routes case-insensitively. */
export const navigateTo: HostAction = {
  requires: {},
  async run({ data, port, state, to }: ActionRun) {
    const page = text(data, 'page') ?? refuse(HostErrors.missingPage);
    const wanted = page.toLowerCase();
    const route =
      state.routes.find((r) => r.name.toLowerCase() === wanted) ??
      refuse(HostErrors.unknownPage(quoted(page)));
    await port.dispatch('navigate', { path: buildRoutePath(route, routeParams(data)) });
    return okReply(to, HostSuccess.pageChanged);
  },
};

/** Spec 4's goTo: the same navigation, under the name the login and do-routes use. */
export const goTo: HostAction = navigateTo;

/** Spec 5 setLang: lang required, one of the configured languages (case-insensitive; d is de, _ is -). */
export const setLang: HostAction = {
  requires: {},
  async run({ data, port, state, to }: ActionRun) {
    const lang = text(data, 'lang') ?? refuse(HostErrors.missingLang);
    const configured = state.languages
      .filter((l): l is string => typeof l === 'string' && l.trim() !== '')
      .map(normalizeLanguage);
    if (configured.length === 0) refuse(HostErrors.noLanguages);
    const wanted = normalizeLanguage(lang).toLowerCase();
    const match =
      configured.find((l) => l.toLowerCase() === wanted) ?? refuse(HostErrors.langNotValid(quoted(lang)));
    await port.dispatch('setLanguage', { language: match });
    return okReply(to, HostSuccess.languageChanged);
  },
};

/** A language code such as it, de-CH, pt_BR or d (the code names the server's file: nothing else passes). */
const LANGUAGE_CODE = /^[a-z]{1,3}(?:[-_][a-z0-9]{2,8})*$/i;

/** Keys that would reach an object's prototype if a consumer assigned them. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * saveTranslations: `lang` and `translations` (key to text). Spec 5: translating non-string text is
 * refused, so every value must be text; the object handed on has no prototype.
 */
export const saveTranslations: HostAction = {
  requires: { session: 'user' },
  async run({ data, port, to }: ActionRun) {
    const lang = text(data, 'lang') ?? refuse(HostErrors.missingLang);
    if (!LANGUAGE_CODE.test(lang)) refuse(HostErrors.langNotValid(quoted(lang)));
    const given = own(data, 'translations');
    if (!isPlainObject(given)) refuse(HostErrors.missingTranslations);
    const translations: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const key of Object.keys(given)) {
      const value = given[key];
      if (FORBIDDEN_KEYS.has(key)) refuse(HostErrors.translationKeyNotAllowed(quoted(key)));
      if (typeof value !== 'string') refuse(HostErrors.translationNotText(quoted(key)));
      translations[key] = value;
    }
    await port.dispatch('saveTranslations', { lang: normalizeLanguage(lang), translations });
    return okReply(to, HostSuccess.translationsSaved);
  },
};

function pictureSide(data: Fields, field: 'width' | 'height'): number {
  const result = wholeNumber(data, field, 1, MAX_PICTURE_SIZE);
  if (!result.ok) refuse(HostErrors.invalidSize(field, MAX_PICTURE_SIZE));
  return result.value ?? DEFAULT_PICTURE_SIZE;
}

/** Spec 5 takePicture: width and height optional whole numbers, 1000 each by default. Reply: a data URL. */
export const takePicture: HostAction = {
  requires: { project: true, view3d: true },
  async run({ data, port, to }: ActionRun) {
    const width = pictureSide(data, 'width');
    const height = pictureSide(data, 'height');
    const picture = await port.dispatch('takePicture', { width, height });
    return okReply(to, typeof picture === 'string' ? picture : stringifyJson(picture));
  },
};

/** The open project, exported, as JSON text. */
export const getJsonProject: HostAction = {
  requires: { project: true },
  async run({ port, to }: ActionRun) {
    // The exported project is a JSON document.
    return jsonReply(to, (await port.dispatch('exportProject')) as JsonValue);
  },
};
