import en from './i18n/en.json';
import it from './i18n/it.json';
import de from './i18n/de.json';
import { registerTranslations } from '../../i18n/namespaces';

// The account family's texts load with its chunk (sign-in, user settings, GDPR, RSA, maintenance).
registerTranslations('account', { en, it, de });
