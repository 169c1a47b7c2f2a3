// One error shape for the whole API: { statusCode, error, message, code? }. Client mistakes get a 4xx
// with a message that says what to fix; only our own faults are 500, and those never leak details.
import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code?: string) => new ApiError(400, message, code);
export const unauthorized = (message = 'Login required', code?: string) => new ApiError(401, message, code);
export const forbidden = (message = 'Not allowed', code?: string) => new ApiError(403, message, code);
export const notFound = (message: string, code?: string) => new ApiError(404, message, code);
export const conflict = (message: string, code?: string) => new ApiError(409, message, code);

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
}

export function errorBody(statusCode: number, message: string, code?: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(code ? { code } : {}) };
}

/** Groups validation issues by message: "Login needs id, user and password together (id, password)". */
function validationMessage(issues: { instancePath: string; message?: string }[]): string {
  const fieldsByMessage = new Map<string, string[]>();
  for (const issue of issues) {
    const message = issue.message ?? 'Invalid value';
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const fields = fieldsByMessage.get(message) ?? [];
    if (field) fields.push(field);
    fieldsByMessage.set(message, fields);
  }
  return [...fieldsByMessage]
    .map(([message, fields]) => (fields.length ? `${message} (${fields.join(', ')})` : message))
    .join('; ');
}

/** PostgreSQL errors that only the client's text can cause (e.g. a NUL character, SQLSTATE 22021). */
const TEXT_ENCODING_CODES = new Set(['22021', '22P05']);
/** A number too large for its column (SQLSTATE 22003), e.g. an id beyond the integer range. */
const OUT_OF_RANGE_CODES = new Set(['22003']);

/** Whether the error, or one it wraps (drivers wrap them), carries one of `codes`. */
function hasSqlState(error: unknown, codes: ReadonlySet<string>): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody(400, validationMessage(error.validation), 'INVALID_INPUT'));
    }
    // Safety nets: routes should refuse such input in their schemas; if one does not, it is still a 400.
    if (hasSqlState(error, TEXT_ENCODING_CODES)) {
      return reply
        .code(400)
        .send(errorBody(400, 'Text contains a character that cannot be stored', 'INVALID_INPUT'));
    }
    if (hasSqlState(error, OUT_OF_RANGE_CODES)) {
      return reply.code(400).send(errorBody(400, 'A number is out of range', 'INVALID_INPUT'));
    }
    const status = error.statusCode ?? 500;
    // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit) keep their status.
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, error.message, error.code));
    }
    // A lower layer's "busy, come back" (e.g. the password hashing queue): its own words, with the
    // Retry-After that server/limits/install.ts writes.
    if (status === 503 && typeof (error as { retryAfterSeconds?: unknown }).retryAfterSeconds === 'number') {
      return reply.code(503).send(errorBody(503, error.message, error.code));
    }
    request.log.error(error);
    return reply.code(500).send(errorBody(500, 'Internal server error'));
  });
}
