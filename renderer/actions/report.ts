import { errorText } from '../../core/locale/localized';
import { ApiError } from '../api/errors';
import { isMaintenanceError } from '../api/transport';
import { i18n } from '../i18n';
import { logger } from '../state/logs';
import { showToast } from '../ui/toaster';
import { dispatch, dispatchFrom, getAction, ReadOnlyProjectError } from './registry';
import type { ActionName, ArgsParam, DispatchSource, ResultOf } from './types';

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
export function reportActionError(name: ActionName, error: unknown): void {
  if (reportMaintenanceError(error)) return;
  logger.error(`Action ${name} failed`, error);
  const limit = error instanceof ApiError && error.code ? LIMIT_TEXTS[error.code] : undefined;
  // The action's own label: a typed translation key of the table, never a key made up by a screen.
  const action = i18n.t(getAction(name).label as never);
  const title =
    error instanceof ReadOnlyProjectError
      ? i18n.t('actions.readOnly')
      : i18n.t('actions.failed', {
          action,
          // A domain refusal that can word itself (a closet rule) is said in the UI's language.
          message: limit ? i18n.t(limit) : errorText(error, i18n.language),
        });
  showToast({ type: 'error', title });
}

/**
 * A typed dispatch for a screen's controls: runs the action with its source and reports a failure
 * (log + toast naming the action); resolves undefined then.
 */
export function reportingDispatch(source: DispatchSource) {
  return <Name extends ActionName>(
    name: Name,
    ...args: ArgsParam<Name>
  ): Promise<ResultOf<Name> | undefined> =>
    dispatchFrom(source)(name, ...args).catch((error: unknown) => {
      reportActionError(name, error);
      return undefined;
    });
}
