// The entry points' texts (/do links, the customer entry routes): loaded with their screens' chunks.
import { registerTranslations } from '../../../i18n/namespaces';
import de from './de.json';
import en from './en.json';
import it from './it.json';

registerTranslations('entry', { en, it, de });
