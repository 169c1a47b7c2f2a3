import { canonicalStatus, PROJECT_STATUSES, type ProjectStatus } from '../../../core/project/status';
import { i18n } from '../../i18n';

export const STATUS_OPTIONS: readonly ProjectStatus[] = PROJECT_STATUSES;

/** A status in the user's language; an unknown one as the server sent it. */
export function statusLabel(status: string | null | undefined): string {
  const known = canonicalStatus(status);
  return known ? i18n.t(`projects:status.${known}`) : (status ?? '');
}
