// The typed client's transport: every call to /api/v1 goes through one, so the base URL, the session
// cookie, the timeout, the error shape and the wait for the start-up login are decided once.
import { ApiError, errorFromReply, notifyApiError, readJson } from './errors';
import { waitFor, type CallGate } from './startupGate';
import { xhrUpload, type UploadProgress } from './xhrUpload';

/** A call that has not answered by then fails, so no screen waits forever on the back end. */
export const REQUEST_TIMEOUT_MS = 30_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
  /**
   * Tell the app's onApiError listeners about error replies (default). Off for another server's
   * calls (a render farm of its own): its 401 is not this app's session ending.
   */
  reportErrors?: boolean;
}

export interface CallOptions {
  /** JSON, or a Blob sent as it is. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Extra request headers (a share link's token, say). */
  headers?: Record<string, string>;
}

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
        if (options.reportErrors ?? true) notifyApiError(error);
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
    // A Blob (a picture's bytes) goes as it is, with its own type; anything else as JSON.
    const blob = callOptions.body instanceof Blob ? callOptions.body : null;
    const init: RequestInit = {
      method,
      headers: {
        accept,
        ...(hasBody ? { 'content-type': blob ? blob.type : 'application/json' } : {}),
        ...authorization(),
        ...callOptions.headers,
      },
      ...(hasBody ? { body: blob ?? JSON.stringify(callOptions.body) } : {}),
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
