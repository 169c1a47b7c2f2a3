import { selectableLanguages } from '../i18n/language';
import { normalizeLanguage } from '../i18n/language';
import { applyTranslationOverrides } from '../i18n/overrides';
import { configAtom } from '../state/app';
import { logger } from '../state/logs';
import { preferencesAtom, profileAtom } from '../state/session';
import { defineAction } from './define';

/**
 * In-app navigation by path (the header, the host protocol's navigateTo and goTo). Resolves once the
 * route has changed; rejects when a question held it and the person stayed where they were.
 */
export const navigateAction = defineAction<{ path: string; replace?: boolean }>({
  name: 'navigate',
  label: 'actions.navigate',
  undoable: false,
  perform: (ctx, { path, replace }) =>
    ctx.navigate(path, replace ? { replace, settle: true } : { settle: true }),
});

/**
 * Switches the interface language (spec 5: d means de, underscores become hyphens). Only the
 * configured languages are offered; another code is refused with an error naming it.
 */
export const setLanguageAction = defineAction<{ language: string }, string>({
  name: 'setLanguage',
  label: 'actions.setLanguage',
  undoable: false,
  link: { mode: 'run', params: { language: { type: 'string' } } },
  perform: (ctx, { language }) => {
    const code = normalizeLanguage(language);
    const offered = selectableLanguages(ctx.store.get(configAtom)?.config.languages ?? ['en']);
    const primary = code.split('-')[0]!.toLowerCase();
    if (!offered.some((l) => l === primary)) throw new Error(`Lang [${language}] not valid`);
    ctx.store.set(preferencesAtom, (previous) => ({ ...previous, language: code }));
    // A signed-in user's language is stored with them, so it follows them to another browser.
    const profile = ctx.store.get(profileAtom);
    if (profile && !profile.guest) {
      ctx.api.auth.setLanguage(code).catch((error: unknown) => logger.warn('Language not stored', error));
    }
    return code;
  },
});

/**
 * Saves interface texts of one language on the server (spec 7: save translations; administrators
 * only, the server says so) and shows them at once. Texts must be text: spec 5 refuses translating
 * anything else. A key is 'namespace:path' (account:rsa.failed) or the shell's bare path.
 */
export const saveTranslationsAction = defineAction<{
  lang: string;
  translations: Readonly<Record<string, string>>;
}>({
  name: 'saveTranslations',
  label: 'actions.saveTranslations',
  undoable: false,
  perform: async (ctx, { lang, translations }) => {
    await ctx.api.translations.save(normalizeLanguage(lang), { ...translations });
    // Shown at once: the screen's texts change without a reload.
    applyTranslationOverrides(lang, translations);
    logger.info('Translations saved', `${lang}: ${Object.keys(translations).length}`);
  },
});
