import { i18n } from './index';
import { uiLanguageFor, type UiLanguage } from './language';

// Saved translations (spec 7: save translations, from a host's saveTranslations or stored on the server)
// over the bundled texts. A key is 'namespace:path' for a feature's texts (account:rsa.failed) or a bare
// path for the shell's (header.signIn). They are kept here as well as in i18next, because a feature
// registering its namespace later (its chunk loads) would otherwise overwrite them with the bundled ones.

const SHELL_NAMESPACE = 'translation';
const saved = new Map<UiLanguage, Map<string, Record<string, string>>>();

function split(key: string): { namespace: string; path: string } {
  const colon = key.indexOf(':');
  // 'a:b' names a namespace; a leading colon or none is the shell's.
  return colon > 0
    ? { namespace: key.slice(0, colon), path: key.slice(colon + 1) }
    : { namespace: SHELL_NAMESPACE, path: colon === 0 ? key.slice(1) : key };
}

/**
 * Puts saved texts of one language over the bundled ones; screens using them re-render at once
 * (i18next's 'added' event, bound in initI18n). Returns how many were applied.
 */
export function applyTranslationOverrides(
  language: string,
  translations: Readonly<Record<string, string>>,
): number {
  const ui = uiLanguageFor(language);
  const byNamespace = saved.get(ui) ?? new Map<string, Record<string, string>>();
  saved.set(ui, byNamespace);
  const added = new Map<string, Record<string, string>>();
  let count = 0;
  for (const [key, text] of Object.entries(translations)) {
    if (typeof text !== 'string') continue;
    const { namespace, path } = split(key);
    if (!path) continue;
    const texts = byNamespace.get(namespace) ?? {};
    texts[path] = text;
    byNamespace.set(namespace, texts);
    added.set(namespace, { ...(added.get(namespace) ?? {}), [path]: text });
    count += 1;
  }
  for (const [namespace, texts] of added) i18n.addResources(ui, namespace, texts);
  return count;
}

/** The saved texts of a namespace, put back after the namespace's bundled texts were (re)registered. */
export function reapplyTranslationOverrides(namespace: string): void {
  for (const [ui, byNamespace] of saved) {
    const texts = byNamespace.get(namespace);
    if (texts) i18n.addResources(ui, namespace, texts);
  }
}
