// The picture, export and AR texts (renderer/i18n/README.md): loaded with the chunks that import this.
import { registerTranslations } from '../../../i18n/namespaces';
import de from './de.json';
import en from './en.json';
import it from './it.json';

registerTranslations('scenemedia', { en, it, de });
