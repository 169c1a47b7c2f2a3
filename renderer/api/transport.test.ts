import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createTransport,
  isGdprError,
  isMaintenanceError,
  onApiError,
  type TransportOptions,
} from './transport';

type Reply = Response | ((url: string, init: RequestInit) => Promise<Response>);

/** A fake fetch answering each call with the next reply, recording what was sent. */
function fakeFetch(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const reply = replies.shift();
    if (!reply) throw new Error('unexpected call');
    return typeof reply === 'function' ? reply(url, init) : reply;
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function transport(fetch: typeof globalThis.fetch, options: TransportOptions = {}) {
  return createTransport({ baseUrl: 'https://shop.example/app/', fetch, ...options });
}

/** Rejects like a real fetch when the call is aborted; never answers otherwise. */
const hangs = (_url: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('transport', () => {
  it('resolves API paths and server addresses under the document base', () => {
    const t = transport(fakeFetch().fetch);
    expect(t.url('projects/1')).toBe('https://shop.example/app/api/v1/projects/1');
    expect(t.url('/api/v1/reports/ab/order.pdf')).toBe(
      'https://shop.example/app/api/v1/reports/ab/order.pdf',
    );
    expect(t.url('https://cdn.example/x.pdf')).toBe('https://cdn.example/x.pdf');
  });

  it('sends JSON with the session cookie and a query, and parses the JSON reply', async () => {
    const { calls, fetch } = fakeFetch(json({ ok: 1 }));
    const reply = await transport(fetch).json('PUT', 'projects/7', {
      body: { a: 1 },
      query: { page: 2, text: 'a b', status: undefined },
    });
    expect(reply).toEqual({ ok: 1 });
    expect(calls[0]!.url).toBe('https://shop.example/app/api/v1/projects/7?page=2&text=a+b');
    expect(calls[0]!.init).toMatchObject({
      method: 'PUT',
      credentials: 'include',
      body: '{"a":1}',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    });
  });

  it('reads the base when calling, so document.baseURI may change after start-up', async () => {
    let base = 'http://a/';
    const { calls, fetch } = fakeFetch(json({}), json({}));
    const t = createTransport({ baseUrl: () => base, fetch });
    await t.json('GET', 'maintenance');
    base = 'http://b/sub/';
    await t.json('GET', 'maintenance');
    expect(calls.map((c) => c.url)).toEqual([
      'http://a/api/v1/maintenance',
      'http://b/sub/api/v1/maintenance',
    ]);
  });

  it('gives undefined for an empty reply (204)', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    await expect(transport(fetch).json('DELETE', 'projects/1')).resolves.toBeUndefined();
  });

  it("maps an error reply to ApiError with the server's message and code", async () => {
    const { fetch } = fakeFetch(
      json({ statusCode: 403, error: 'Forbidden', message: 'First must do login', code: 'GUEST' }, 403),
    );
    const error = await failure(transport(fetch).json('GET', 'notifications'));
    expect(error).toMatchObject({ status: 403, message: 'First must do login', code: 'GUEST' });
    expect(error.currentRevision).toBeUndefined();
  });

  it('carries the current revision and project of a 409', async () => {
    const { fetch } = fakeFetch(
      json(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'The project was changed meanwhile (now revision 4): reload it before saving',
          code: 'STALE_REVISION',
          currentRevision: 4,
          project: { id: 9, des: 'Kitchen', status: 'assigned' },
        },
        409,
      ),
    );
    const error = await failure(transport(fetch).json('PUT', 'projects/9', { body: {} }));
    expect(error).toMatchObject({
      status: 409,
      code: 'STALE_REVISION',
      currentRevision: 4,
      project: { id: 9, des: 'Kitchen', status: 'assigned' },
    });
  });

  it('drops a 409 payload of the wrong shape instead of trusting it', async () => {
    const { fetch } = fakeFetch(json({ message: 'Conflict', currentRevision: '4', project: [1] }, 409));
    const error = await failure(transport(fetch).json('PUT', 'projects/9', { body: {} }));
    expect(error.currentRevision).toBeUndefined();
    expect(error.project).toBeUndefined();
  });

  it('recognises the maintenance error (503 MAINTENANCE) and nothing else', async () => {
    const { fetch } = fakeFetch(
      json(
        { statusCode: 503, message: 'Maintenance in progress, please try again later', code: 'MAINTENANCE' },
        503,
      ),
      new Response('<html>busy</html>', { status: 503, statusText: 'Service Unavailable' }),
    );
    const t = transport(fetch);
    const maintenance = await failure(t.json('GET', 'projects'));
    expect(isMaintenanceError(maintenance)).toBe(true);
    expect(maintenance.message).toBe('Maintenance in progress, please try again later');
    const proxy = await failure(t.json('GET', 'projects'));
    expect(isMaintenanceError(proxy)).toBe(false);
    expect(proxy.message).toBe('503 Service Unavailable');
    expect(isMaintenanceError(new Error('MAINTENANCE'))).toBe(false);
  });

  it('turns hostile replies into clear errors', async () => {
    const { fetch } = fakeFetch(
      new Response('<html>proxy login</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      new Response('{"message": 42}', { status: 500 }),
      json({ message: 'x'.repeat(5000) }, 400),
      new Response('not json', { status: 418 }),
    );
    const t = transport(fetch);
    const html = await failure(t.json('GET', 'catalogs'));
    expect(html).toMatchObject({ status: 200, code: 'BAD_REPLY' });
    expect(html.message).toBe('The server sent a reply that is not JSON (text/html)');
    expect((await failure(t.json('GET', 'catalogs'))).message).toBe('HTTP 500');
    expect((await failure(t.json('GET', 'catalogs'))).message).toHaveLength(500);
    expect((await failure(t.json('GET', 'catalogs'))).message).toBe('HTTP 418');
  });

  it('gives up after the timeout with an ApiError saying so', async () => {
    const { fetch } = fakeFetch(hangs);
    const error = await failure(transport(fetch, { timeoutMs: 20 }).json('GET', 'catalogs'));
    expect(error).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'The server did not answer within 0.02 s',
    });
  });

  it('times out by default after 30 s', async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = fakeFetch(hangs);
      const pending = failure(transport(fetch).json('GET', 'catalogs'));
      await vi.advanceTimersByTimeAsync(29_999);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({
        code: 'TIMEOUT',
        message: 'The server did not answer within 30 s',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports network failures and cancellations as ApiError with status 0', async () => {
    const { fetch } = fakeFetch(async () => Promise.reject(new TypeError('fetch failed')), hangs);
    const t = transport(fetch);
    expect(await failure(t.json('GET', 'catalogs'))).toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'Network error: fetch failed',
    });
    const controller = new AbortController();
    const pending = failure(t.json('GET', 'catalogs', { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ status: 0, code: 'ABORTED' });
  });

  it('reads a plain-text reply and a file as a blob', async () => {
    const { calls, fetch } = fakeFetch(
      new Response('OK', { headers: { 'content-type': 'text/plain' } }),
      new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
      json({ message: 'Report not found' }, 404),
    );
    const t = transport(fetch);
    await expect(t.text('PUT', 'translations/it', { body: { translations: {} } })).resolves.toBe('OK');
    const blob = await t.blob('/api/v1/reports/r1/order.pdf');
    expect(await blob.text()).toBe('%PDF');
    expect(calls[1]).toMatchObject({
      url: 'https://shop.example/app/api/v1/reports/r1/order.pdf',
      init: { method: 'GET', credentials: 'include' },
    });
    expect(await failure(t.blob('/api/v1/reports/r2/x.pdf'))).toMatchObject({
      status: 404,
      message: 'Report not found',
    });
  });

  it('sends the bearer token where one is given, read at call time', async () => {
    const session: { token?: string } = {};
    const { calls, fetch } = fakeFetch(json({}), json({}), new Response('x'));
    const t = transport(fetch, { bearerToken: () => session.token });
    await t.json('GET', 'auth/session');
    session.token = 'abc';
    await t.json('GET', 'auth/session');
    await t.blob('/api/v1/photos/1');
    expect(calls[0]!.init.headers).not.toHaveProperty('authorization');
    expect(calls[1]!.init.headers).toMatchObject({ authorization: 'Bearer abc' });
    expect(calls[2]!.init.headers).toMatchObject({ authorization: 'Bearer abc' });
  });

  it("tells the error listeners about the server's GDPR error, and stops when unsubscribed", async () => {
    const heard: ApiError[] = [];
    const stop = onApiError((error) => heard.push(error));
    const gdpr = { status: 403, error: 'Forbidden', message: 'GDPR consents missing', code: 'GDPR_CONSENT' };
    const { fetch } = fakeFetch(
      json(gdpr, 403),
      json({ message: 'no', code: 'NOT_ALLOWED' }, 403),
      json(gdpr, 403),
    );
    const t = transport(fetch);
    expect(isGdprError(await failure(t.json('GET', 'projects')))).toBe(true);
    expect(isGdprError(await failure(t.json('GET', 'projects')))).toBe(false);
    expect(heard.map((error) => error.code)).toEqual(['GDPR_CONSENT', 'NOT_ALLOWED']);
    stop();
    await failure(t.json('GET', 'projects'));
    expect(heard).toHaveLength(2);
  });
});
