// Why a /do link's action failed, as a translation key of the entry namespace where the reason is
// one the app knows (spec 8's messages, a refusal of the server), else the error's own message.
import { MISSING_PROJECT_FILE } from '../../../core/embed/messages';
import { ActionUnavailableError, ReadOnlyProjectError } from '../../actions/registry';
import { ApiError } from '../../api/errors';

export type LinkFailureKey =
  | 'articleNotFound'
  | 'modelUnknown'
  | 'catalogNotFound'
  | 'missingProject'
  | 'unknownGallery'
  | 'noGallery'
  | 'notAvailable'
  | 'readOnly'
  | 'forbidden'
  | 'language';

const BY_MESSAGE: Readonly<Record<string, LinkFailureKey>> = {
  'Article not found': 'articleNotFound',
  'Model unknown': 'modelUnknown',
  'Catalog not found': 'catalogNotFound',
  [MISSING_PROJECT_FILE]: 'missingProject',
  'Unknown id gallery': 'unknownGallery',
  'No gallery available': 'noGallery',
};

export function linkFailure(error: unknown): { key: LinkFailureKey } | { message: string } {
  if (error instanceof ActionUnavailableError) return { key: 'notAvailable' };
  if (error instanceof ReadOnlyProjectError) return { key: 'readOnly' };
  if (error instanceof ApiError && error.status === 403) return { key: 'forbidden' };
  if (error instanceof ApiError && error.status === 404 && /catalog/i.test(error.message)) {
    return { key: 'catalogNotFound' };
  }
  const message = error instanceof Error ? error.message : String(error);
  const key = BY_MESSAGE[message];
  if (key) return { key };
  if (/^Lang \[.*\] not valid$/.test(message)) return { key: 'language' };
  return { message };
}
