import { describe, expect, it } from 'vitest';
import { createSharesApi, SHARE_LINK_EXPIRED, SHARE_TOKEN_HEADER } from './shares';
import { ApiError, createTransport } from './transport';

/** A fetch that records each request and answers with the given status and JSON body. */
function fakeFetch(status: number, body: unknown) {
  const requests: { url: string; method: string; headers: Record<string, string> }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
}

describe('share link calls', () => {
  it('reads a shared scene with the token in its header, not in the address', async () => {
    const { requests, fetch } = fakeFetch(200, { id: 7, expiresAt: 'x', project: {}, catalogs: [] });
    const shares = createSharesApi(createTransport({ baseUrl: 'https://shop.example/', fetch }));
    await shares.read(7, 'tok_en');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('https://shop.example/api/v1/shared/projects/7');
    expect(requests[0]!.headers[SHARE_TOKEN_HEADER]).toBe('tok_en');
  });

  it('issues and revokes on the project', async () => {
    const issued = fakeFetch(201, { projectId: 7, token: 't', path: '/arwebView/7?share=t', expiresAt: 'x' });
    await createSharesApi(createTransport({ baseUrl: 'https://shop.example/', fetch: issued.fetch })).issue(
      7,
    );
    expect(issued.requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://shop.example/api/v1/projects/7/share-links',
    });
    const revoked = fakeFetch(200, { revoked: 2 });
    const count = await createSharesApi(
      createTransport({ baseUrl: 'https://shop.example/', fetch: revoked.fetch }),
    ).revokeAll(7);
    expect(count).toBe(2);
    expect(revoked.requests[0]!.method).toBe('DELETE');
  });

  it("rejects with the server's code, so the page can tell an expired link apart", async () => {
    const { fetch } = fakeFetch(403, { statusCode: 403, message: 'expired', code: SHARE_LINK_EXPIRED });
    const shares = createSharesApi(createTransport({ baseUrl: 'https://shop.example/', fetch }));
    const error = await shares.read(7, 't').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(SHARE_LINK_EXPIRED);
  });
});
