import { describe, expect, it, vi } from 'vitest';
import { ApiError, createTransport } from './transport';

/** Just enough of XMLHttpRequest for the upload path: records the call, replays scripted events. */
class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  replyType: string | null = null;
  sent: unknown;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor(private readonly script: (xhr: FakeXhr) => void) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.replyType : null;
  }
  send(body: unknown) {
    this.sent = body;
    queueMicrotask(() => this.script(this));
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  reply(status: number, text: string, type = 'application/json', statusText = '') {
    Object.assign(this, { status, responseText: text, replyType: type, statusText });
    this.onload?.();
  }
}

function uploader(script: (xhr: FakeXhr) => void) {
  const made: FakeXhr[] = [];
  const transport = createTransport({
    baseUrl: 'https://shop.example/',
    bearerToken: () => 'tok',
    fetch: vi.fn() as unknown as typeof fetch,
    createXhr: () => {
      const xhr = new FakeXhr(script);
      made.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  });
  return { made, transport };
}

const form = () => {
  const data = new FormData();
  data.append('files', new Blob([new Uint8Array([1, 2, 3])]), 'a.png');
  return data;
};

describe('upload with progress', () => {
  it('posts the form with the session cookie, reports progress and resolves the JSON reply', async () => {
    const { made, transport } = uploader((xhr) => {
      xhr.progress(10, 30);
      xhr.progress(30, 30);
      xhr.progress(5, 0, false);
      xhr.reply(200, '{"urlpic":"/api/v1/photos/1","fileName":"a.png","photos":[]}');
    });
    const progress: [number, number][] = [];
    const sent = form();
    const reply = await transport.upload('projects/4/photos', sent, (done, total) =>
      progress.push([done, total]),
    );
    expect(reply).toEqual({ urlpic: '/api/v1/photos/1', fileName: 'a.png', photos: [] });
    expect(progress).toEqual([
      [10, 30],
      [30, 30],
      [5, 0],
    ]);
    expect(made[0]).toMatchObject({
      method: 'POST',
      url: 'https://shop.example/api/v1/projects/4/photos',
      withCredentials: true,
      timeout: 30_000,
      sent,
      headers: { accept: 'application/json', authorization: 'Bearer tok' },
    });
  });

  it('maps error replies, non-JSON replies, network failures and timeouts to ApiError', async () => {
    const outcomes: ((xhr: FakeXhr) => void)[] = [
      (xhr) =>
        xhr.reply(415, '{"message":"Photos must be JPEG, PNG or WebP images (a.gif)","code":"PHOTO_TYPE"}'),
      (xhr) => xhr.reply(200, '<html>', 'text/html'),
      (xhr) => xhr.onerror?.(),
      (xhr) => xhr.ontimeout?.(),
      (xhr) => xhr.reply(413, '', 'text/plain', 'Payload Too Large'),
    ];
    const { transport } = uploader((xhr) => outcomes.shift()!(xhr));
    const errors: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      errors.push(await transport.upload('projects/4/photos', form()).catch((error: unknown) => error));
    }
    expect(errors.every((error) => error instanceof ApiError)).toBe(true);
    expect(errors).toMatchObject([
      { status: 415, code: 'PHOTO_TYPE', message: 'Photos must be JPEG, PNG or WebP images (a.gif)' },
      { status: 200, code: 'BAD_REPLY', message: 'The server sent a reply that is not JSON (text/html)' },
      { status: 0, code: 'NETWORK' },
      { status: 0, code: 'TIMEOUT' },
      { status: 413, message: '413 Payload Too Large' },
    ]);
  });

  it('falls back to fetch where there is no XMLHttpRequest, telling progress once when done', async () => {
    const fetch = vi.fn(async () => new Response('{"urlpic":"u","fileName":"f","photos":[]}'));
    const transport = createTransport({
      baseUrl: 'http://h/',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    vi.stubGlobal('XMLHttpRequest', undefined);
    try {
      const progress = vi.fn();
      await expect(transport.upload('projects/1/photos', form(), progress)).resolves.toMatchObject({
        urlpic: 'u',
      });
      expect(progress).toHaveBeenCalledExactlyOnceWith(1, 1);
      expect(fetch).toHaveBeenCalledWith(
        'http://h/api/v1/projects/1/photos',
        expect.objectContaining({ method: 'POST', credentials: 'include' }),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
