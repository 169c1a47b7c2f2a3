// Core's CatalogError becomes a client error: unknown model or gallery is 404 with the spec's text
// (spec 8), anything else the caller sent (unknown variable, value out of domain ...) is 400.
import { CatalogError } from '../../core/catalog';
import { ApiError, badRequest, notFound } from '../api/errors';

export const MODEL_UNKNOWN = 'Model unknown';
export const UNKNOWN_GALLERY = 'Unknown id gallery';

export function toApiError(error: unknown): unknown {
  if (!(error instanceof CatalogError)) return error;
  if (error.code === 'UNKNOWN_MODEL') return notFound(MODEL_UNKNOWN, error.code);
  if (error.code === 'UNKNOWN_GALLERY') return notFound(UNKNOWN_GALLERY, error.code);
  return badRequest(error.message, error.code);
}

/** Runs core code, turning its CatalogError into the API's error. */
export function withCatalogErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw toApiError(error);
  }
}

/** The `{ code, message }` of a failure reported per row instead of failing the whole call. */
export function rowFailure(error: unknown): { code: string; message: string } {
  const mapped = toApiError(error);
  if (mapped instanceof ApiError) {
    return { code: mapped.code ?? 'ERROR', message: mapped.message };
  }
  throw error;
}
