// Customer records (spec 3: the picker result is email, firstName, lastName, postalCode, city,
// mobile, street, country; the order address adds county, country code and VAT).
import { z } from 'zod';
import { isEmail } from '../../core/locale/format';
import { storedInt } from '../api/schemas';

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

/** An edit changes only the fields it names. */
export const CustomerPatch = z
  .object(
    Object.fromEntries(
      Object.entries(CustomerFields.shape).map(([key, schema]) => [
        key,
        key === 'email' ? schema.optional() : (schema as z.ZodDefault<z.ZodString>).unwrap().optional(),
      ]),
    ) as { [K in keyof typeof CustomerFields.shape]: z.ZodOptional<z.ZodString> },
  )
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');

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

export const CustomerId = z.object({ id: storedInt('Missing id customer', { coerce: true }) });

export const SearchQuery = z.object({
  q: z.string().trim().max(200).default('').describe('Matched in e-mail, first and last name, city'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
