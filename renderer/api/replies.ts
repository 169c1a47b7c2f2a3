// The client checks what the server sends against core's schemas (the ones the server answers with):
// a reply of another shape (an old server, a proxy's page, a broken deployment) becomes one clear
// error at the call, not an undefined field deep in a screen.
import type { z } from 'zod';
import { ApiError } from './errors';

/** Code of the error for a reply that does not have the shape its schema gives. */
export const BAD_REPLY_CODE = 'BAD_REPLY';

/** The reply as its schema reads it; an ApiError (BAD_REPLY) naming the call and the first issue else. */
export function checkedReply<S extends z.ZodType>(schema: S, call: string, reply: unknown): z.output<S> {
  const result = schema.safeParse(reply);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  throw new ApiError(
    `The server's reply to ${call} is not as expected${where}: ${issue?.message ?? 'unknown shape'}`,
    200,
    { code: BAD_REPLY_CODE },
  );
}
