// The typed client's errors: what a failed call throws (ApiError), how a reply that is not 2xx becomes
// one, the codes the app reacts to (GDPR, maintenance), and the listeners told of every error reply.

/** The server's code for "maintenance in progress" (server/maintenance/gate.ts, status 503). */
export const MAINTENANCE_CODE = 'MAINTENANCE';

/** Longest server message carried into an error: a hostile reply cannot flood the log or a dialog. */
const MAX_MESSAGE_LENGTH = 500;

export interface ApiErrorDetails {
  /** The server's machine-readable code (e.g. STALE_REVISION, MAINTENANCE, TIMEOUT, BAD_REPLY). */
  code?: string;
  /** 409 on a save: the revision now stored. */
  currentRevision?: number;
  /** 409 on a save: the project now stored. */
  project?: Record<string, unknown>;
  retryAfterSeconds?: number;
  /** 409 E05 on a row photo: the photo match stored before (spec 8: it is saved all the same). */
  photo?: { urlpic: string; fileName: string };
}

/**
 * Every failed call: status is the HTTP status, or 0 when no reply came (network, timeout).
 * `message` is the server's message when it sent one, else a text that says what went wrong.
 */
export class ApiError extends Error {
  readonly code?: string;
  readonly currentRevision?: number;
  readonly project?: Record<string, unknown>;
  /** A refusal's Retry-After in seconds (503 busy, 429), when the server sent one. */
  readonly retryAfterSeconds?: number;
  readonly photo?: { urlpic: string; fileName: string };

  constructor(
    message: string,
    readonly status: number,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    if (details.code !== undefined) this.code = details.code;
    if (details.currentRevision !== undefined) this.currentRevision = details.currentRevision;
    if (details.project !== undefined) this.project = details.project;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
    if (details.photo !== undefined) this.photo = details.photo;
  }
}

/** The server's code for spec 4's GDPR error (server/api/gdpr-gate.ts, status 403). */
export const GDPR_CODE = 'GDPR_CONSENT';

/** Spec 4: on a GDPR error the app may send the user to /gdprprivacy (actions/session.ts). */
export function isGdprError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.code === GDPR_CODE;
}

const errorListeners = new Set<(error: ApiError) => void>();

/** Tells every listener of onApiError about `error` (the transport calls it for each error reply). */
export function notifyApiError(error: ApiError): void {
  for (const listener of errorListeners) listener(error);
}

/**
 * Tells `listener` about every error reply of any call, whoever made it (a screen's list, an action):
 * the app reacts to the GDPR error in one place. Returns the unsubscribe function.
 */
export function onApiError(listener: (error: ApiError) => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** Spec 4: on a maintenance error the app checks the maintenance status again. */
export function isMaintenanceError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 503 && error.code === MAINTENANCE_CODE;
}

function clip(text: string): string {
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 3)}...` : text;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A 2xx reply's JSON; anything else (an HTML page from a proxy, say) is an ApiError saying so. */
export function readJson<T>(text: string, status: number, contentType: string | null): T {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    throw new ApiError(
      `The server sent a reply that is not JSON (${clip(contentType ?? 'no content type')})`,
      status,
      { code: 'BAD_REPLY' },
    );
  }
  return parsed.value as T;
}

/** The error for a non-2xx reply: the server's { message, code, currentRevision, project } when sent. */
export function errorFromReply(
  status: number,
  statusText: string,
  text: string,
  retryAfter?: string | null,
): ApiError {
  const parsed = parseJson(text);
  const body = parsed.ok && isRecord(parsed.value) ? parsed.value : {};
  const message =
    typeof body.message === 'string' && body.message.trim()
      ? clip(body.message)
      : statusText.trim()
        ? `${status} ${statusText.trim()}`
        : `HTTP ${status}`;
  const details: ApiErrorDetails = {};
  if (typeof body.code === 'string') details.code = clip(body.code);
  if (status === 409 && Number.isInteger(body.currentRevision)) {
    details.currentRevision = body.currentRevision as number;
  }
  if (status === 409 && isRecord(body.project)) details.project = body.project;
  const photo = body.photo;
  if (status === 409 && isRecord(photo) && typeof photo.urlpic === 'string')
    details.photo = {
      urlpic: photo.urlpic,
      fileName: typeof photo.fileName === 'string' ? photo.fileName : '',
    };
  // Retry-After in seconds (the HTTP-date form is not sent by this server).
  if (retryAfter && /^\d{1,6}$/.test(retryAfter.trim()))
    details.retryAfterSeconds = Number(retryAfter.trim());
  return new ApiError(message, status, details);
}
