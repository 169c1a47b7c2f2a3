// The account screens' texts (namespace 'account'), loaded with their chunk.
import { registerTranslations } from '../../i18n/namespaces';
import de from './i18n/de.json';
import en from './i18n/en.json';
import it from './i18n/it.json';

registerTranslations('account', { en, it, de });

export const ACCOUNT_NS = 'account';
