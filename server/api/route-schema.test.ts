import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeFamily } from './route-schema';
import { ErrorReply, errorReplies } from './schemas';

describe('routeFamily', () => {
  const Id = z.object({ id: z.coerce.number() });
  const Reply = z.object({ ok: z.boolean() });

  it("gives every route the family's shared parts, its summary and its own parts", () => {
    const route = routeFamily({ tags: ['things'], params: Id }, errorReplies(401, 404));
    const Body = z.object({ name: z.string() });
    expect(route('Rename a thing', { description: 'Why', body: Body, response: { 200: Reply } })).toEqual({
      schema: {
        tags: ['things'],
        params: Id,
        summary: 'Rename a thing',
        description: 'Why',
        body: Body,
        response: { 200: Reply, 401: ErrorReply, 404: ErrorReply },
      },
    });
  });

  it("adds a route's own error replies to the family's, and a family may have none", () => {
    const withErrors = routeFamily({ tags: ['things'] }, errorReplies(400));
    expect(withErrors('Make a thing', { response: { 201: Reply, 409: ErrorReply } }).schema.response).toEqual(
      {
        201: Reply,
        400: ErrorReply,
        409: ErrorReply,
      },
    );
    const bare = routeFamily({ tags: ['things'] });
    expect(bare('Forget it', { response: { 204: z.null() } }).schema.response).toEqual({
      204: expect.any(z.ZodNull),
    });
  });
});
