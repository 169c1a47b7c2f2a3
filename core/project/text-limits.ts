import { z } from 'zod';

/**
 * The longest text a project field may hold (characters). Every cap is well above what real
 * projects use (a kitchen offer's notes run to a few hundred characters, addresses to a few dozen)
 * and bounds the work a single save or offer PDF can cause: laying out 30,000 characters of
 * unbroken notes took pdfkit 14 s, 10,000 of street 2.7 s.
 */
export const TEXT_LIMITS = {
  /** Project title (des), version names elsewhere are 100. */
  title: 200,
  /** customerFields.notes: printed under the offer's totals; a few printed pages (120 lines of delivery notes are 6,000). */
  notes: 10_000,
  /** e-mail addresses (RFC 5321's 320). */
  email: 320,
  /** One address field (street, city, names...). */
  addressField: 200,
  /** Short codes: postal code, country code, VAT number, phone. */
  shortCode: 50,
  /** Article, service and line descriptions. */
  description: 1_000,
  /** Catalogue, article and model codes, variant codes. */
  code: 100,
  /** A variant's value, a customer reference. */
  value: 1_000,
  /** The variant string of a row (name=value;... for every variant of a big closet). */
  variantString: 20_000,
} as const;

/** A string of at most `max` characters; the message names the field (the path says where). */
export const cappedText = (max: number, what: string) =>
  z.string().max(max, `${what} is longer than ${max.toLocaleString('en')} characters`);
