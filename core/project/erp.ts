import { z } from 'zod';
import { cappedText, TEXT_LIMITS } from './text-limits';

/**
 * A decimal amount as text ("1234.50"): money never travels as a binary float.
 * core/pricing turns it into an exact decimal for arithmetic.
 */
export const DecimalString = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number as text, like "12.50"');
export type DecimalString = z.infer<typeof DecimalString>;

/** Per-line customer data: VAT percent, VAT check flag and the customer's own reference. */
export const CustomDataFe = z.object({
  iva: DecimalString.optional(),
  check: z.boolean().optional(),
  rifGmk: cappedText(TEXT_LIMITS.value, 'A customer reference').optional(),
});

/**
 * One ERP line of a project row (spec 3): level 0 is the main article, level 1+ its accessories.
 * Produced by core/catalog's evaluate, priced by core/pricing.
 */
export const ErpLine = z.object({
  level: z.number().int().min(0),
  cod: cappedText(TEXT_LIMITS.code, 'An article code'),
  des: cappedText(TEXT_LIMITS.description, 'A description').default(''),
  qt: z.number().nonnegative(),
  punit: DecimalString,
  customDataFe: CustomDataFe.optional(),
});
export type ErpLine = z.infer<typeof ErpLine>;
