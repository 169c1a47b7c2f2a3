// Request and response schemas of /api/v1. The session, profile, price-list and maintenance replies
// are core's (core/project/sessionReplies.ts, shared with the renderer's client).
import { z } from 'zod';
import { normalizeLanguage } from '../../core/locale/languages';
export {
  MaintenanceReply,
  PriceListChoicesReply,
  ProfileReply,
  SessionReply,
} from '../../core/project/sessionReplies';

/** Ids and revisions are stored as PostgreSQL `integer`: nothing stored has a larger one. */
export const MAX_STORED_INT = 2_147_483_647;

/**
 * A stored id or revision (text from a path or query is coerced): a whole number from 1 to
 * MAX_STORED_INT. `missing` is the message for anything else below the range.
 */
export function storedInt(missing: string, options: { coerce?: boolean } = {}) {
  const number = options.coerce ? z.coerce.number({ error: missing }) : z.number({ error: missing });
  return number
    .int(missing)
    .positive(missing)
    .max(MAX_STORED_INT, `${missing.replace(/^Missing /, '')} is out of range (at most ${MAX_STORED_INT})`);
}

export const ErrorReply = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    code: z.string().optional(),
  })
  .meta({ id: 'Error' });

/**
 * A route's error replies, one ErrorReply a status code: `response: { 200: X, ...errorReplies(400, 401) }`.
 * Written once so that the route files list codes, not the same map again and again.
 */
export function errorReplies<const Code extends number>(...codes: Code[]): Record<Code, typeof ErrorReply> {
  return Object.fromEntries(codes.map((code) => [code, ErrorReply])) as Record<Code, typeof ErrorReply>;
}

/** Spec 5: "Login needs id, user and password together". */
export const LOGIN_FIELDS_MESSAGE = 'Login needs id, user and password together';
/** NUL cannot be stored in PostgreSQL text: refuse it up front. */
const NO_NUL = [(text: string) => !text.includes('\u0000'), 'Text cannot contain NUL characters'] as const;
const loginField = z
  .string({ error: LOGIN_FIELDS_MESSAGE })
  .trim()
  .min(1, LOGIN_FIELDS_MESSAGE)
  .max(200)
  .refine(...NO_NUL);

export const LoginBody = z.object({
  id: loginField.describe('The shop code the user belongs to'),
  user: loginField.describe('User name'),
  password: z.string({ error: LOGIN_FIELDS_MESSAGE }).min(1, LOGIN_FIELDS_MESSAGE).max(1000),
});

/** Guest login may name the site's guest id (the guest shop code); the body may also be absent. */
export const GuestLoginBody = z
  .object({
    id: z.string().trim().min(1).max(100).optional().describe("The site's guest id (guest shop code)"),
  })
  .nullish();

export const LanguageBody = z.object({
  lang: z
    .string({ error: 'Missing lang' })
    .trim()
    .min(1, 'Missing lang')
    .transform(normalizeLanguage)
    .refine((lang) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang), 'Not a language code'),
});

/** A new password: 8 to 200 characters, not the current one. */
export const PASSWORD_MIN_LENGTH = 8;
export const PasswordBody = z
  .object({
    currentPassword: z
      .string({ error: 'Missing current password' })
      .min(1, 'Missing current password')
      .max(1000),
    newPassword: z
      .string({ error: 'Missing new password' })
      .min(PASSWORD_MIN_LENGTH, `The new password needs at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(200, 'The new password may have at most 200 characters'),
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });

export const GdprBody = z.object({
  gdprFlags: z.string().regex(/^[01](;[01])*$/, 'Expected GDPR flags like "1;1;1;1"'),
});

const utcInstant = z.iso.datetime({
  offset: true,
  error: 'Expected an ISO 8601 date-time with zone, or null',
});

/** Both ends null cancels the booking (spec 4). */
export const BookingBody = z
  .object({ startDateTimeUTC: utcInstant.nullable(), endDateTimeUTC: utcInstant.nullable() })
  .refine((b) => (b.startDateTimeUTC === null) === (b.endDateTimeUTC === null), {
    message: 'Give both start and end, or both null to cancel',
  })
  .refine(
    (b) =>
      !b.startDateTimeUTC || !b.endDateTimeUTC || new Date(b.startDateTimeUTC) < new Date(b.endDateTimeUTC),
    {
      message: 'The end must be after the start',
      path: ['endDateTimeUTC'],
    },
  );

/** Any Uint8Array (a Node Buffer included) as the reply type; zod has no JSON form for it, the meta gives it. */
const FileBytes = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/**
 * A file reply (PDF, zip, image): documented under its real media types as
 * `{ type: 'string', format: 'binary' }`, not as a JSON body. fastify-type-provider-zod passes
 * a response of the `{ description, content }` form to @fastify/swagger as is; handlers send a
 * Buffer with `reply.type(...)`, which Fastify writes unserialized.
 */
export function binaryReply<const T extends readonly [string, ...string[]]>(
  mediaTypes: T,
  description: string,
) {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: FileBytes }])) as Record<
      T[number],
      { schema: typeof FileBytes }
    >,
  };
}

/** A short text/plain reply (e.g. spec 7's 'OK'), documented as that string rather than JSON. */
export function textReply<const T extends string>(text: T, description: string) {
  return { description, content: { 'text/plain': { schema: z.literal(text) } } };
}

/** Spec 5: the standard address pattern, case-insensitive. */
export const EmailAddress = z
  .string({ error: 'Missing e-mail address (email)' })
  .trim()
  .min(1, 'Missing e-mail address (email)')
  .max(254, 'The e-mail address is too long (email)')
  .regex(/^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i, 'Not an e-mail address (email)');

export const EmailBody = z.object({
  email: EmailAddress.nullable().describe('The new address; null removes it'),
  currentPassword: z
    .string({ error: 'Missing current password (currentPassword)' })
    .min(1, 'Missing current password (currentPassword)')
    .max(200, 'The current password is too long (currentPassword)')
    .describe("The user's current password: a session alone does not change where reset mails go"),
});

export const PriceListBody = z.object({
  priceList: z
    .string({ error: 'Missing price list (priceList)' })
    .trim()
    .min(1, 'Missing price list (priceList)')
    .max(100, 'Not a price list code (priceList)')
    .nullable()
    .describe("A price list code in the shop's currency; null: the shop's list"),
});
