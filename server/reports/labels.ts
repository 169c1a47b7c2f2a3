// Printed labels of the offer, in the languages the offer supports (en, it, de). The request's
// language picks the table; anything else falls back to English.
import { normalizeLanguage } from '../../core/locale/languages';

/** The offer table's columns: each line has a text for each, the labels head each. */
export type OfferColumn = 'code' | 'description' | 'quantity' | 'unitPrice' | 'vat' | 'total';

export interface OfferLabels extends Record<OfferColumn, string> {
  offer: string;
  offerNumber: string;
  date: string;
  validUntil: string;
  customer: string;
  project: string;
  vatNumber: string;
  noPicture: string;
  catalogue: string;
  subtotal: string;
  discount: string;
  services: string;
  catalogueTotal: string;
  /** A campaign's line under the row it lowered. */
  promotion: string;
  goods: string;
  projectDiscount: string;
  fixedDiscount: string;
  generalTotal: string;
  vatTotal: string;
  /** One VAT line per rate: 'VAT {rate} on {base}' (rate with its percent sign). */
  vatOnBase: string;
  /** The amount paid rounded to the currency's cash step (CHF 0.05). */
  cashRounding: string;
  totalWithVat: string;
  notes: string;
  yes: string;
  no: string;
  /** "Page {n} of {m}". */
  page: (n: number, m: number) => string;
  /** "Valid until {date}". */
  validity: (date: string) => string;
}

export const OFFER_LANGUAGES = ['en', 'it', 'de'] as const;
export type OfferLanguage = (typeof OFFER_LANGUAGES)[number];

const en: OfferLabels = {
  offer: 'Offer',
  offerNumber: 'Offer no.',
  date: 'Date',
  validUntil: 'Valid until',
  customer: 'Customer',
  project: 'Project',
  vatNumber: 'VAT no.',
  noPicture: 'No picture',
  code: 'Code',
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  vat: 'VAT',
  total: 'Total',
  catalogue: 'Catalogue',
  subtotal: 'Subtotal',
  discount: 'Discount',
  services: 'Services',
  catalogueTotal: 'Catalogue total',
  promotion: 'Promotion',
  goods: 'Goods',
  projectDiscount: 'Discount',
  fixedDiscount: 'Fixed discount',
  generalTotal: 'General total excl. VAT',
  vatTotal: 'VAT',
  vatOnBase: 'VAT {rate} on {base}',
  cashRounding: 'Cash rounding',
  totalWithVat: 'Total incl. VAT',
  notes: 'Notes',
  yes: 'yes',
  no: 'no',
  page: (n, m) => `Page ${n} of ${m}`,
  validity: (date) => `Valid until ${date}`,
};

const it: OfferLabels = {
  offer: 'Offerta',
  offerNumber: 'Offerta n.',
  date: 'Data',
  validUntil: 'Valida fino al',
  customer: 'Cliente',
  project: 'Progetto',
  vatNumber: 'P. IVA',
  noPicture: 'Nessuna immagine',
  code: 'Codice',
  description: 'Descrizione',
  quantity: 'Q.tà',
  unitPrice: 'Prezzo unit.',
  vat: 'IVA',
  total: 'Totale',
  catalogue: 'Catalogo',
  subtotal: 'Subtotale',
  discount: 'Sconto',
  services: 'Servizi',
  catalogueTotal: 'Totale catalogo',
  promotion: 'Promozione',
  goods: 'Merce',
  projectDiscount: 'Sconto',
  fixedDiscount: 'Sconto fisso',
  generalTotal: 'Totale generale IVA esclusa',
  vatTotal: 'IVA',
  vatOnBase: 'IVA {rate} su {base}',
  cashRounding: 'Arrotondamento',
  totalWithVat: 'Totale IVA inclusa',
  notes: 'Note',
  yes: 'sì',
  no: 'no',
  page: (n, m) => `Pagina ${n} di ${m}`,
  validity: (date) => `Valida fino al ${date}`,
};

const de: OfferLabels = {
  offer: 'Angebot',
  offerNumber: 'Angebot Nr.',
  date: 'Datum',
  validUntil: 'Gültig bis',
  customer: 'Kunde',
  project: 'Projekt',
  vatNumber: 'USt-IdNr.',
  noPicture: 'Kein Bild',
  code: 'Artikel',
  description: 'Beschreibung',
  quantity: 'Anz.',
  unitPrice: 'Einzelpreis',
  vat: 'MwSt.',
  total: 'Gesamt',
  catalogue: 'Katalog',
  subtotal: 'Zwischensumme',
  discount: 'Rabatt',
  services: 'Leistungen',
  catalogueTotal: 'Summe Katalog',
  promotion: 'Aktion',
  goods: 'Waren',
  projectDiscount: 'Rabatt',
  fixedDiscount: 'Festrabatt',
  generalTotal: 'Gesamtsumme ohne MwSt.',
  vatTotal: 'MwSt.',
  vatOnBase: 'MwSt. {rate} auf {base}',
  cashRounding: 'Rundungsdifferenz',
  totalWithVat: 'Gesamtsumme inkl. MwSt.',
  notes: 'Anmerkungen',
  yes: 'ja',
  no: 'nein',
  page: (n, m) => `Seite ${n} von ${m}`,
  validity: (date) => `Gültig bis ${date}`,
};

const TABLES: Record<OfferLanguage, OfferLabels> = { en, it, de };

/** The offer language for a requested code: `it`, `it-IT`, `de_CH`, `d` ... ; default and fallback `en`. */
export function offerLanguage(code: string | undefined | null): OfferLanguage {
  if (!code) return 'en';
  const primary = normalizeLanguage(code).toLowerCase().split('-')[0] ?? '';
  return (OFFER_LANGUAGES as readonly string[]).includes(primary) ? (primary as OfferLanguage) : 'en';
}

export function offerLabels(language: OfferLanguage): OfferLabels {
  return TABLES[language];
}
