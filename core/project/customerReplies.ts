// Customer records (spec 3: the picker result is email, firstName, lastName, postalCode, city,
// mobile, street, country; the order address adds county, country code and VAT), as zod schemas:
// the server validates and documents with them (server/customers/schemas.ts), the browser's client
// takes its types from them (renderer/api/types.ts).
import { z } from 'zod';
import { isEmail } from '../locale/format';

export const INVALID_EMAIL = 'Not a valid e-mail address';

const text = (max: number) => z.string().trim().max(max);

export const CustomerFields = z.object({
  email: z
    .string({ error: 'A customer needs an e-mail' })
    .trim()
    .min(1, 'A customer needs an e-mail')
    .max(320)
    .refine(isEmail, INVALID_EMAIL),
  firstName: text(100).default(''),
  lastName: text(100).default(''),
  street: text(200).default(''),
  postalCode: text(20).default(''),
  city: text(100).default(''),
  county: text(100).default(''),
  country: text(100).default(''),
  countryCode: text(3).default(''),
  mobile: text(40).default(''),
  vat: text(40).default(''),
});

export const Customer = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    postalCode: z.string(),
    city: z.string(),
    mobile: z.string(),
    street: z.string(),
    country: z.string(),
    county: z.string(),
    countryCode: z.string(),
    vat: z.string(),
  })
  .meta({ id: 'Customer' });

/** The customer search's query (GET /customers). */
export const SearchQuery = z.object({
  q: z.string().trim().max(200).default('').describe('Matched in e-mail, first and last name, city'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
