import { describe, expect, it } from 'vitest';
import { errorFromReply } from './transport';

describe('a refusal says when to come back', () => {
  it('keeps Retry-After seconds of a 503 with the server message and code', () => {
    const error = errorFromReply(
      503,
      'Service Unavailable',
      JSON.stringify({ message: 'Offer PDF: the server is busy', code: 'SERVER_BUSY' }),
      '5',
    );
    expect(error).toMatchObject({ status: 503, code: 'SERVER_BUSY', retryAfterSeconds: 5 });
    expect(error.message).toBe('Offer PDF: the server is busy');
  });

  it('ignores a missing or non-numeric Retry-After', () => {
    expect(errorFromReply(503, '', '{}').retryAfterSeconds).toBeUndefined();
    expect(errorFromReply(503, '', '{}', 'Wed, 21 Oct 2026 07:28:00 GMT').retryAfterSeconds).toBeUndefined();
  });
});
