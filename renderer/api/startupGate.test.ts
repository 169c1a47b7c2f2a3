import { describe, expect, it, vi } from 'vitest';
import { ApiError, createTransport } from './transport';
import { createCallGate, isAuthenticationCall } from './startupGate';

/** A fake server: answers each path as `answer` says, recording the order calls reached it. */
function fakeServer(answer: (url: string, init: RequestInit) => Response = () => json({ ok: true })) {
  const sent: { path: string; authorization?: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    sent.push({
      path: new URL(url).pathname.replace('/app/api/v1/', ''),
      ...(headers.authorization ? { authorization: headers.authorization } : {}),
    });
    return answer(url, init);
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A login the test settles by hand. */
function pendingLogin() {
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

/** Lets every pending promise callback run (the transport's awaits, the fake fetch). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(answer?: (url: string, init: RequestInit) => Response) {
  const server = fakeServer(answer);
  const gate = createCallGate();
  let token: string | undefined;
  const transport = createTransport({
    baseUrl: 'https://shop.example/app/',
    fetch: server.fetch,
    gate,
    bearerToken: () => token,
  });
  return { ...server, gate, transport, setToken: (value: string) => (token = value) };
}

describe('start-up gate', () => {
  it('sends a call issued during the start-up login only once the login has succeeded, with its session', async () => {
    const { sent, gate, transport, setToken } = setup();
    const login = pendingLogin();
    gate.holdUntil(login.promise);

    const catalogs = transport.json('GET', 'catalogs');
    const picture = transport.blob('/api/v1/photos/1');
    await flush();
    expect(sent).toEqual([]);

    setToken('s-1');
    login.resolve();
    await expect(catalogs).resolves.toEqual({ ok: true });
    await picture;
    expect(sent).toEqual([
      { path: 'catalogs', authorization: 'Bearer s-1' },
      { path: 'photos/1', authorization: 'Bearer s-1' },
    ]);
  });

  it('does not hold the authentication calls themselves', async () => {
    const { sent, gate, transport } = setup();
    const login = pendingLogin();
    gate.holdUntil(login.promise);

    await transport.json('GET', 'auth/session');
    await transport.json('POST', 'auth/guest', { body: {} });
    await transport.json('POST', 'auth/identity', { body: {} });
    expect(sent.map((call) => call.path)).toEqual(['auth/session', 'auth/guest', 'auth/identity']);
    login.resolve();
  });

  it('releases the held calls when the login fails; the server answers them as it will', async () => {
    const { sent, gate, transport } = setup((url) =>
      url.includes('/projects') ? json({ message: 'Login required' }, 401) : json({ isMaintenance: false }),
    );
    const login = pendingLogin();
    gate.holdUntil(login.promise);

    const projects = transport.json('GET', 'projects');
    const maintenance = transport.json('GET', 'maintenance');
    await flush();
    expect(sent).toEqual([]);

    login.reject(new Error('Guest user NOT accepted'));
    const error = await projects.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    await expect(maintenance).resolves.toEqual({ isMaintenance: false });
    expect(sent.map((call) => call.path).sort()).toEqual(['maintenance', 'projects']);
  });

  it('holds nothing without a start-up login (a desktop host, an embed that logs in by message)', async () => {
    const { sent, transport } = setup();
    await expect(transport.json('GET', 'catalogs')).resolves.toEqual({ ok: true });
    expect(sent).toHaveLength(1);
  });

  it('holds nothing once the login has settled, and a later hold adds to one under way', async () => {
    const { sent, gate, transport } = setup();
    const first = pendingLogin();
    const second = pendingLogin();
    gate.holdUntil(first.promise);
    gate.holdUntil(second.promise);
    const held = transport.json('GET', 'projects');

    first.resolve();
    await flush();
    expect(sent).toEqual([]);
    second.resolve();
    await held;
    expect(sent).toHaveLength(1);

    await transport.json('GET', 'catalogs');
    expect(sent).toHaveLength(2);
  });

  it('a held call whose caller gives up is cancelled and never sent', async () => {
    const { sent, gate, transport } = setup();
    const login = pendingLogin();
    gate.holdUntil(login.promise);
    const controller = new AbortController();
    const call = transport.json('GET', 'catalogs', { signal: controller.signal });
    controller.abort();
    const error = await call.catch((reason: unknown) => reason);
    expect((error as ApiError).code).toBe('ABORTED');

    login.resolve();
    await flush();
    expect(sent).toEqual([]);
  });

  it('an upload waits too', async () => {
    const { sent, gate, transport } = setup();
    const login = pendingLogin();
    gate.holdUntil(login.promise);
    const form = new FormData();
    form.set('file', new Blob(['x']), 'x.txt');
    const upload = transport.upload('photos', form);
    await flush();
    expect(sent).toEqual([]);
    login.resolve();
    await upload;
    expect(sent.map((call) => call.path)).toEqual(['photos']);
  });

  it('knows the authentication calls by their address, under any base path', () => {
    expect(isAuthenticationCall('https://shop.example/app/api/v1/auth/login')).toBe(true);
    expect(isAuthenticationCall('http://localhost:8080/api/v1/auth/rsa')).toBe(true);
    expect(isAuthenticationCall('http://localhost:8080/api/v1/catalogs?auth/x')).toBe(false);
    expect(isAuthenticationCall('http://localhost:8080/api/v1/projects/auth/1')).toBe(false);
  });
});
