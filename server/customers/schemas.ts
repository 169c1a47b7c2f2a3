// Customer records (spec 3: the picker result is email, firstName, lastName, postalCode, city,
// mobile, street, country; the order address adds county, country code and VAT).
import { z } from 'zod';
import { storedInt } from '../api/schemas';
import { Customer, CustomerFields, INVALID_EMAIL, SearchQuery } from '../../core/project/customerReplies';

export { Customer, CustomerFields, INVALID_EMAIL, SearchQuery };

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

export const CustomerId = z.object({ id: storedInt('Missing id customer', { coerce: true }) });
