import { i18n } from '../i18n';
import { logger } from '../state/logs';
import { showToast } from '../ui/toaster';
import { ReadOnlyProjectError } from './registry';

/**
 * What a button or a shortcut does with an action that failed: the log keeps the detail, the user
 * sees one toast that names the action and says why, in their language.
 */
export function reportActionError(name: string, label: string, error: unknown): void {
  logger.error(`Action ${name} failed`, error);
  const title =
    error instanceof ReadOnlyProjectError
      ? i18n.t('actions.readOnly')
      : i18n.t('actions.failed', {
          action: i18n.t(label as never),
          message: (error as Error)?.message ?? String(error),
        });
  showToast({ type: 'error', title });
}
