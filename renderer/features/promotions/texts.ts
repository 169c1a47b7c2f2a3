import { registerTranslations } from '../../i18n/namespaces';
import de from './i18n/de.json';
import en from './i18n/en.json';
import it from './i18n/it.json';

registerTranslations('promotions', { en, it, de });
