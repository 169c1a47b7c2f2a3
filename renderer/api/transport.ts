// The one transport of the typed client: every call to /api/v1 goes through here, so the base URL,
// the session cookie, the timeout, the error shape and the wait for the start-up login are decided once.
import { createCallGate, waitFor, type CallGate } from './startupGate';

/** A call that has not answered by then fails, so no screen waits forever on the back end. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The server's code for "maintenance in progress" (server/maintenance/gate.ts, status 503). */
export const MAINTENANCE_CODE = 'MAINTENANCE';

/** Longest server message carried into an error: a hostile reply cannot flood the log or a dialog. */
const MAX_MESSAGE_LENGTH = 500;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiErrorDetails {
  /** The server's machine-readable code (e.g. STALE_REVISION, MAINTENANCE, TIMEOUT, BAD_REPLY). */
  code?: string;
  /** 409 on a save: the revision now stored. */
  currentRevision?: number;
  /** 409 on a save: the project now stored. */
  project?: Record<string, unknown>;
  retryAfterSeconds?: number;
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
  }
}

/** The server's code for spec 4's GDPR error (server/api/gdpr-gate.ts, status 403). */
export const GDPR_CODE = 'GDPR_CONSENT';

/** Spec 4: on a GDPR error the app may send the user to /gdprprivacy (actions/session.ts). */
export function isGdprError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.code === GDPR_CODE;
}

const errorListeners = new Set<(error: ApiError) => void>();

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

/** `<base>api/v1/<path>`: relative to the document base, so any base path and the desktop host work. */
export function apiUrl(path: string, base: string): string {
  return new URL(`api/v1/${path.replace(/^\/+/, '')}`, base).toString();
}

export interface TransportOptions {
  /** The document base (default `document.baseURI`, read at call time); Node tests give their own. */
  baseUrl?: string | (() => string);
  /** Default: the global fetch, looked up at call time. Tests pass a fake or a cookie-keeping wrapper. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Where an XHR exists (browsers), uploads use it for progress events; tests pass a fake. */
  createXhr?: () => XMLHttpRequest;
  /**
   * The session id, sent as `Authorization: Bearer` where the cookie cannot travel (an iframe on
   * another site, the desktop host). Read at call time; undefined sends none.
   */
  bearerToken?: () => string | undefined;
  /** Holds calls while the start-up login runs (startupGate.ts); none: nothing is held. */
  gate?: CallGate;
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Extra request headers (a share link's token, say). */
  headers?: Record<string, string>;
}

/** Upload progress: bytes sent so far and the total (0 when unknown). */
export type UploadProgress = (sent: number, total: number) => void;

export interface Transport {
  /** A JSON call; resolves the parsed reply (undefined for an empty one, e.g. 204). */
  json<T>(method: HttpMethod, path: string, options?: CallOptions): Promise<T>;
  /** A call whose reply is plain text (e.g. translations save: "OK"). */
  text(method: HttpMethod, path: string, options?: CallOptions): Promise<string>;
  /** GET of a file address the server gave (e.g. /api/v1/reports/...) as a blob. */
  blob(address: string, options?: { signal?: AbortSignal }): Promise<Blob>;
  /** multipart/form-data POST with upload progress; resolves the parsed JSON reply. */
  upload<T>(path: string, form: FormData, onProgress?: UploadProgress): Promise<T>;
  /** The absolute URL of an API path (`projects/1`) or of an address the server gave (`/api/v1/...`). */
  url(pathOrAddress: string): string;
}

const API_ADDRESS = /^\/api\/v1\//;

function queryString(query: CallOptions['query']): string {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
  );
  if (!entries.length) return '';
  return `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
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
function readJson<T>(text: string, status: number, contentType: string | null): T {
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
  // Retry-After in seconds (the HTTP-date form is not sent by this server).
  if (retryAfter && /^\d{1,6}$/.test(retryAfter.trim()))
    details.retryAfterSeconds = Number(retryAfter.trim());
  return new ApiError(message, status, details);
}

export function createTransport(options: TransportOptions = {}): Transport {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const base = () =>
    typeof options.baseUrl === 'function' ? options.baseUrl() : (options.baseUrl ?? document.baseURI);
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const authorization = (): Record<string, string> => {
    const token = options.bearerToken?.();
    return token ? { authorization: `Bearer ${token}` } : {};
  };

  /**
   * Waits, when the start-up login is under way, until it has settled: before the headers are made,
   * so the call carries the session that login made (its Bearer token where cookies do not travel).
   */
  function afterStartup(target: string, signal: AbortSignal | undefined): Promise<void> | null {
    const held = options.gate?.pending(target);
    if (!held) return null; // Nothing to wait for: the call goes out in this same turn.
    return waitFor(held, signal).then((outcome) => {
      if (outcome === 'aborted') throw new ApiError('The call was cancelled', 0, { code: 'ABORTED' });
    });
  }

  const url = (pathOrAddress: string) =>
    API_ADDRESS.test(pathOrAddress)
      ? apiUrl(pathOrAddress.replace(API_ADDRESS, ''), base())
      : /^[a-z][a-z0-9+.-]*:/i.test(pathOrAddress)
        ? pathOrAddress
        : apiUrl(pathOrAddress, base());

  /** One fetch under the timeout; the body is read inside it too, so a stalled body also times out. */
  async function exchange<T>(
    target: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forward = () => controller.abort();
    signal?.addEventListener('abort', forward, { once: true });
    try {
      if (signal?.aborted) controller.abort();
      const response = await doFetch(target, { ...init, credentials: 'include', signal: controller.signal });
      return await read(response);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const listener of errorListeners) listener(error);
        throw error;
      }
      if (timedOut) {
        throw new ApiError(`The server did not answer within ${timeoutMs / 1000} s`, 0, { code: 'TIMEOUT' });
      }
      if (signal?.aborted) throw new ApiError('The call was cancelled', 0, { code: 'ABORTED' });
      throw new ApiError(`Network error: ${(error as Error).message ?? String(error)}`, 0, {
        code: 'NETWORK',
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    }
  }

  async function call<T>(
    method: HttpMethod,
    path: string,
    callOptions: CallOptions,
    accept: string,
    read: (text: string, response: Response) => T,
  ): Promise<T> {
    const target = `${url(path)}${queryString(callOptions.query)}`;
    const held = afterStartup(target, callOptions.signal);
    if (held) await held;
    const hasBody = callOptions.body !== undefined;
    const init: RequestInit = {
      method,
      headers: {
        accept,
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...authorization(),
        ...callOptions.headers,
      },
      ...(hasBody ? { body: JSON.stringify(callOptions.body) } : {}),
    };
    return exchange(target, init, callOptions.signal, async (response) => {
      const text = await response.text();
      if (!response.ok)
        throw errorFromReply(response.status, response.statusText, text, response.headers.get('retry-after'));
      return read(text, response);
    });
  }

  const jsonOf = <T>(text: string, response: Response): T =>
    readJson<T>(text, response.status, response.headers.get('content-type'));

  return {
    url,
    json: <T>(method: HttpMethod, path: string, callOptions: CallOptions = {}) =>
      call<T>(method, path, callOptions, 'application/json', jsonOf<T>),
    text: (method, path, callOptions = {}) => call(method, path, callOptions, 'text/plain', (text) => text),
    blob: async (address, blobOptions = {}) => {
      const held = afterStartup(url(address), blobOptions.signal);
      if (held) await held;
      return exchange(
        url(address),
        { method: 'GET', headers: authorization() },
        blobOptions.signal,
        async (response) => {
          if (!response.ok)
            throw errorFromReply(
              response.status,
              response.statusText,
              await response.text(),
              response.headers.get('retry-after'),
            );
          return response.blob();
        },
      );
    },
    upload: async <T>(path: string, form: FormData, onProgress?: UploadProgress) => {
      const held = afterStartup(url(path), undefined);
      if (held) await held;
      const createXhr =
        options.createXhr ?? (typeof XMLHttpRequest === 'function' ? () => new XMLHttpRequest() : undefined);
      if (!createXhr) {
        // No XHR (Node): fetch has no upload progress, so progress is told once, when done.
        return exchange(
          url(path),
          { method: 'POST', body: form, headers: authorization() },
          undefined,
          async (response) => {
            const text = await response.text();
            if (!response.ok)
              throw errorFromReply(
                response.status,
                response.statusText,
                text,
                response.headers.get('retry-after'),
              );
            onProgress?.(1, 1);
            return jsonOf<T>(text, response);
          },
        );
      }
      return xhrUpload<T>(createXhr(), url(path), form, timeoutMs, authorization(), onProgress);
    },
  };
}

/** fetch has no upload progress; XMLHttpRequest's upload events give it. */
function xhrUpload<T>(
  xhr: XMLHttpRequest,
  target: string,
  form: FormData,
  timeoutMs: number,
  headers: Record<string, string>,
  onProgress: UploadProgress | undefined,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    xhr.open('POST', target);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromReply(xhr.status, xhr.statusText, text, xhr.getResponseHeader('retry-after')));
        return;
      }
      try {
        resolve(readJson<T>(text, xhr.status, xhr.getResponseHeader('content-type')));
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.ontimeout = () =>
      reject(new ApiError(`The server did not answer within ${timeoutMs / 1000} s`, 0, { code: 'TIMEOUT' }));
    xhr.onerror = () => reject(new ApiError('Network error: the upload failed', 0, { code: 'NETWORK' }));
    xhr.onabort = () => reject(new ApiError('The call was cancelled', 0, { code: 'ABORTED' }));
    xhr.send(form);
  });
}

/** The browser's transport: the document base, the session cookie, 30 s timeout. */
/**
 * The browser's session id as the last login told it. Inside an iframe on another site the session
 * cookie (SameSite=Lax) does not travel, so every call also carries it as a Bearer token.
 */
let sessionToken: string | undefined;

/** Set by each login (and cleared by logout): the default transport sends it as `Authorization: Bearer`. */
export function setSessionToken(token: string | null | undefined): void {
  sessionToken = token || undefined;
}

/** The browser's start-up gate: main.tsx holds the calls with it while the start-up login runs. */
const startupGate = createCallGate();

/**
 * Spec 4's start-up: every call of the browser's transport but the authentication calls waits until
 * `login` has settled (renderer/app/startup.ts). Nothing is held unless this is called, so a host
 * that logs in by message (an embed, the desktop host) is never stuck behind it.
 */
export function holdCallsUntil(login: Promise<unknown>): void {
  startupGate.holdUntil(login);
}

export const defaultTransport: Transport = createTransport({
  bearerToken: () => sessionToken,
  gate: startupGate,
});
