import { ApiError } from '../api/errors';
import { isMaintenanceError } from '../api/transport';
import { i18n } from '../i18n';
import { logger } from '../state/logs';
import { showToast } from '../ui/toaster';
import { dispatch, ReadOnlyProjectError } from './registry';

/**
 * Spec 4: a call refused because maintenance is running (503 MAINTENANCE) tells the user in words
 * they understand, and the status is checked again so the banner shows it. True when it was one.
 */
export function reportMaintenanceError(error: unknown): boolean {
  if (!isMaintenanceError(error)) return false;
  logger.warn('Refused during maintenance', error.message);
  showToast({
    type: 'error',
    title: i18n.t('maintenance.refusedTitle'),
    description: i18n.t('maintenance.refused'),
  });
  void dispatch('checkMaintenance');
  return true;
}

/** Refusals by the server's guest limits (issue 20), said in the user's language. */
const LIMIT_TEXTS: Record<
  string,
  `actions.limits.${'guestQuota' | 'guestDaily' | 'guestFull' | 'photoRate'}`
> = {
  QUOTA_EXCEEDED: 'actions.limits.guestQuota',
  GUEST_DAILY_BUDGET: 'actions.limits.guestDaily',
  GUEST_STORAGE_FULL: 'actions.limits.guestFull',
  PHOTO_RATE_LIMIT: 'actions.limits.photoRate',
};

/**
 * What a button or a shortcut does with an action that failed: the log keeps the detail, the user
 * sees one toast that names the action and says why, in their language.
 */
export function reportActionError(name: string, label: string, error: unknown): void {
  if (reportMaintenanceError(error)) return;
  logger.error(`Action ${name} failed`, error);
  const limit = error instanceof ApiError && error.code ? LIMIT_TEXTS[error.code] : undefined;
  const title =
    error instanceof ReadOnlyProjectError
      ? i18n.t('actions.readOnly')
      : i18n.t('actions.failed', {
          action: i18n.t(label as never),
          message: limit ? i18n.t(limit) : ((error as Error)?.message ?? String(error)),
        });
  showToast({ type: 'error', title });
}
