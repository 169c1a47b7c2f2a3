/**
 * Currency and measure units by country (spec 9), applied after a guest login. A small local table
 * until core/locale provides the full currency table and country map.
 */
const currencyByCountry: Record<string, string> = {
  IT: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  PT: 'EUR',
  IE: 'EUR',
  GR: 'EUR',
  US: 'USD',
  CA: 'CAD',
  CH: 'CHF',
  GB: 'GBP',
  BR: 'BRL',
};

export interface Measures {
  length: string;
  weight: string;
  volume: string;
}

export function currencyForCountry(country: string, fallback = 'EUR'): string {
  return currencyByCountry[country.trim().toUpperCase()] ?? fallback;
}

/** US and CA: EX, LB, CI; everywhere else MM, KG, CR. */
export function measuresForCountry(country: string): Measures {
  const code = country.trim().toUpperCase();
  return code === 'US' || code === 'CA'
    ? { length: 'EX', weight: 'LB', volume: 'CI' }
    : { length: 'MM', weight: 'KG', volume: 'CR' };
}
