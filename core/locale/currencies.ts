/**
 * The currency table (spec 3): symbol, name, decimal digits, rounding increment, ISO code and plural
 * name, plus the country-code to currency map. Data only; money arithmetic lives in core/pricing.
 */
export interface Currency {
  symbol: string;
  name: string;
  /** Digits after the decimal point of the currency's minor unit. */
  decimal_digits: number;
  /** Cash rounding increment as exact decimal text ('0.05' for CHF); '0' means none. */
  rounding: string;
  code: string;
  name_plural: string;
}

const table: Currency[] = [
  { symbol: '€', name: 'Euro', decimal_digits: 2, rounding: '0', code: 'EUR', name_plural: 'euros' },
  {
    symbol: '$',
    name: 'US Dollar',
    decimal_digits: 2,
    rounding: '0',
    code: 'USD',
    name_plural: 'US dollars',
  },
  {
    symbol: 'CHF',
    name: 'Swiss Franc',
    decimal_digits: 2,
    rounding: '0.05',
    code: 'CHF',
    name_plural: 'Swiss francs',
  },
  {
    symbol: '£',
    name: 'British Pound Sterling',
    decimal_digits: 2,
    rounding: '0',
    code: 'GBP',
    name_plural: 'British pounds sterling',
  },
  {
    symbol: 'R$',
    name: 'Brazilian Real',
    decimal_digits: 2,
    rounding: '0',
    code: 'BRL',
    name_plural: 'Brazilian reals',
  },
  {
    symbol: 'CA$',
    name: 'Canadian Dollar',
    decimal_digits: 2,
    rounding: '0',
    code: 'CAD',
    name_plural: 'Canadian dollars',
  },
  {
    symbol: 'AU$',
    name: 'Australian Dollar',
    decimal_digits: 2,
    rounding: '0',
    code: 'AUD',
    name_plural: 'Australian dollars',
  },
  {
    symbol: '¥',
    name: 'Japanese Yen',
    decimal_digits: 0,
    rounding: '0',
    code: 'JPY',
    name_plural: 'Japanese yen',
  },
  {
    symbol: 'CN¥',
    name: 'Chinese Yuan',
    decimal_digits: 2,
    rounding: '0',
    code: 'CNY',
    name_plural: 'Chinese yuan',
  },
  {
    symbol: 'Skr',
    name: 'Swedish Krona',
    decimal_digits: 2,
    rounding: '0',
    code: 'SEK',
    name_plural: 'Swedish kronor',
  },
  {
    symbol: 'Nkr',
    name: 'Norwegian Krone',
    decimal_digits: 2,
    rounding: '0',
    code: 'NOK',
    name_plural: 'Norwegian kroner',
  },
  {
    symbol: 'Dkr',
    name: 'Danish Krone',
    decimal_digits: 2,
    rounding: '0',
    code: 'DKK',
    name_plural: 'Danish kroner',
  },
  {
    symbol: 'zł',
    name: 'Polish Zloty',
    decimal_digits: 2,
    rounding: '0',
    code: 'PLN',
    name_plural: 'Polish zlotys',
  },
  {
    symbol: 'Kč',
    name: 'Czech Republic Koruna',
    decimal_digits: 2,
    rounding: '0',
    code: 'CZK',
    name_plural: 'Czech Republic korunas',
  },
  {
    symbol: 'Ft',
    name: 'Hungarian Forint',
    decimal_digits: 0,
    rounding: '0',
    code: 'HUF',
    name_plural: 'Hungarian forints',
  },
  {
    symbol: 'RON',
    name: 'Romanian Leu',
    decimal_digits: 2,
    rounding: '0',
    code: 'RON',
    name_plural: 'Romanian lei',
  },
  {
    symbol: 'TL',
    name: 'Turkish Lira',
    decimal_digits: 2,
    rounding: '0',
    code: 'TRY',
    name_plural: 'Turkish Lira',
  },
  {
    symbol: 'MX$',
    name: 'Mexican Peso',
    decimal_digits: 2,
    rounding: '0',
    code: 'MXN',
    name_plural: 'Mexican pesos',
  },
  {
    symbol: 'R',
    name: 'South African Rand',
    decimal_digits: 2,
    rounding: '0',
    code: 'ZAR',
    name_plural: 'South African rand',
  },
  {
    symbol: 'AED',
    name: 'United Arab Emirates Dirham',
    decimal_digits: 2,
    rounding: '0',
    code: 'AED',
    name_plural: 'UAE dirhams',
  },
  {
    symbol: 'SR',
    name: 'Saudi Riyal',
    decimal_digits: 2,
    rounding: '0',
    code: 'SAR',
    name_plural: 'Saudi riyals',
  },
  {
    symbol: 'Rs',
    name: 'Indian Rupee',
    decimal_digits: 2,
    rounding: '0',
    code: 'INR',
    name_plural: 'Indian rupees',
  },
];

/** Currencies keyed by ISO 4217 code. */
export const CURRENCIES: Readonly<Record<string, Readonly<Currency>>> = Object.freeze(
  Object.fromEntries(table.map((c) => [c.code, Object.freeze(c)])),
);

/** Currency used when none is configured or a country is not in the map (spec 9). */
export const DEFAULT_CURRENCY_CODE = 'EUR';

const euroCountries = [
  'IT',
  'DE',
  'FR',
  'ES',
  'AT',
  'BE',
  'NL',
  'PT',
  'IE',
  'FI',
  'GR',
  'LU',
  'SI',
  'SK',
  'EE',
  'LV',
  'LT',
  'MT',
  'CY',
  'HR',
  'MC',
  'SM',
  'VA',
  'AD',
];

/** ISO 3166 country code to currency code. */
export const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(euroCountries.map((c) => [c, 'EUR'])),
  US: 'USD',
  CH: 'CHF',
  LI: 'CHF',
  GB: 'GBP',
  BR: 'BRL',
  CA: 'CAD',
  AU: 'AUD',
  JP: 'JPY',
  CN: 'CNY',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  TR: 'TRY',
  MX: 'MXN',
  ZA: 'ZAR',
  AE: 'AED',
  SA: 'SAR',
  IN: 'INR',
});

/** The currency with this ISO code (case-insensitive); throws for an unknown code. */
export function currencyByCode(code: string): Currency {
  const currency = CURRENCIES[code.trim().toUpperCase()];
  if (!currency) throw new Error(`Unknown currency code "${code}"`);
  return currency;
}

/** The currency of a country (case-insensitive), EUR when the country is missing or unmapped. */
export function currencyForCountry(country: string | undefined | null): Currency {
  const code = (country && CURRENCY_BY_COUNTRY[country.trim().toUpperCase()]) || DEFAULT_CURRENCY_CODE;
  return currencyByCode(code);
}
