import { afterEach, describe, expect, it, vi } from 'vitest';
import { farmSessionToken, forgetFarmSession, receiveFarmSession } from './farmSession';
import { createRenderFarmApi } from './renderfarm';
import { createTransport, onApiError, type ApiError } from './transport';

/** A real transport over a fake fetch, recording each address and its headers. */
function recording(status = 200, bearer?: string) {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
    const body = status === 200 ? { jobs: [] } : { message: 'Sign in first', code: 'NO_SESSION' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const transport = createTransport({
    baseUrl: 'https://shop.example.com/app/',
    fetch,
    bearerToken: () => bearer,
    reportErrors: bearer === undefined ? false : true,
  });
  return { transport, calls };
}

describe('render farm client base path (spec 7 rfServer)', () => {
  it('calls a farm of its own at rfServer without its trailing slashes, through its own transport', async () => {
    const app = recording(200, 'app-session');
    const farm = recording();
    const api = createRenderFarmApi(
      () => 'https://farm.example.com/render///',
      app.transport,
      farm.transport,
    );
    await api.list();
    await api.cancel('j1');
    await api.picture('j1', 'png').catch(() => undefined);
    expect(farm.calls.map((call) => call.url)).toEqual([
      'https://farm.example.com/render/api/v1/renderfarm/jobs',
      'https://farm.example.com/render/api/v1/renderfarm/jobs/j1/cancel',
      'https://farm.example.com/render/api/v1/renderfarm/jobs/j1/image.png',
    ]);
    // This app's session id never goes to another server.
    expect(farm.calls.every((call) => call.authorization === null)).toBe(true);
    expect(app.calls).toEqual([]);
  });

  it("calls the app's own server when rfServer is empty", async () => {
    const app = recording(200, 'app-session');
    const farm = recording();
    await createRenderFarmApi(() => '', app.transport, farm.transport).list();
    await createRenderFarmApi(() => undefined, app.transport, farm.transport).list();
    expect(app.calls).toEqual([
      { url: 'https://shop.example.com/app/api/v1/renderfarm/jobs', authorization: 'Bearer app-session' },
      { url: 'https://shop.example.com/app/api/v1/renderfarm/jobs', authorization: 'Bearer app-session' },
    ]);
    expect(farm.calls).toEqual([]);
  });

  afterEach(() => vi.unstubAllGlobals());

  it("a farm's 401 is the caller's to handle, not this app's session ending", async () => {
    const heard: ApiError[] = [];
    const stop = onApiError((error) => heard.push(error));
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ message: 'Sign in first', code: 'NO_SESSION' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    });
    try {
      // The module's own transport for a farm of its own.
      const api = createRenderFarmApi(() => 'https://farm.example.com/');
      await expect(api.list()).rejects.toMatchObject({ status: 401 });
      expect(urls).toEqual(['https://farm.example.com/api/v1/renderfarm/jobs']);
      expect(heard).toEqual([]);
      // The app's own calls still report theirs.
      const own = createRenderFarmApi(() => '', recording(401, 'app-session').transport);
      await expect(own.list()).rejects.toMatchObject({ status: 401 });
      expect(heard).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('sends a farm of its own the token it handed over, never the open project’s id', async () => {
    const sent: { authorization: string | null; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        authorization: new Headers(init?.headers).get('authorization'),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      return new Response(JSON.stringify({ jobs: [] }), { headers: { 'content-type': 'application/json' } });
    });
    const target = Object.assign(new EventTarget(), {
      location: { origin: 'https://shop.example.com' },
      open: () => ({ closed: false }),
    });
    const handed = receiveFarmSession('https://farm.example.com', target as unknown as Window);
    target.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://farm.example.com',
        data: { action: 'renderFarmSession', token: 'rf.farm-token' },
      }),
    );
    expect(await handed).toBe(true);
    const api = createRenderFarmApi(() => 'https://farm.example.com/');
    await api.list();
    await api.submit({
      name: 'R',
      width: 64,
      height: 64,
      quality: 'draft',
      lighting: 'studio',
      projectId: 7,
      scene: { room: null, items: [], camera: { position: [0, 0, 0], target: [0, 0, 1], fov: 50 } },
    });
    expect(sent.map((call) => call.authorization)).toEqual(['Bearer rf.farm-token', 'Bearer rf.farm-token']);
    expect(sent[1]!.body).not.toHaveProperty('projectId');
    forgetFarmSession();
  });

  it('forgets the handed-over token when the farm answers 401 with it, and only that one', async () => {
    let status = 200;
    const sent: (string | null)[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('authorization'));
      return new Response(JSON.stringify(status === 200 ? { jobs: [] } : { code: 'NO_SESSION' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    });
    const target = Object.assign(new EventTarget(), {
      location: { origin: 'https://shop.example.com' },
      open: () => ({ closed: false }),
    });
    const handOver = async (token: string) => {
      const handed = receiveFarmSession('https://farm.example.com', target as unknown as Window);
      target.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://farm.example.com',
          data: { action: 'renderFarmSession', token },
        }),
      );
      expect(await handed).toBe(true);
    };
    await handOver('rf.first');
    const api = createRenderFarmApi(() => 'https://farm.example.com/');
    await api.list();
    status = 401;
    await expect(api.list()).rejects.toMatchObject({ status: 401 });
    expect(farmSessionToken('https://farm.example.com')).toBeUndefined();
    await expect(api.list()).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual(['Bearer rf.first', 'Bearer rf.first', null]);

    // A 403 or a 503 is no verdict on the token: it stays.
    await handOver('rf.second');
    status = 503;
    await expect(api.list()).rejects.toMatchObject({ status: 503 });
    expect(farmSessionToken('https://farm.example.com')).toBe('rf.second');
    forgetFarmSession();
  });
});
