/** Units of measure by country (spec 9) and the length-decimals fallback. */
export interface Measures {
  length: string;
  weight: string;
  volume: string;
}

/** Imperial units: inches (EX), pounds (LB), cubic inches (CI). */
export const IMPERIAL_MEASURES: Readonly<Measures> = Object.freeze({
  length: 'EX',
  weight: 'LB',
  volume: 'CI',
});
/** Metric units: millimetres, kilograms, cubic centimetres (CR). */
export const METRIC_MEASURES: Readonly<Measures> = Object.freeze({
  length: 'MM',
  weight: 'KG',
  volume: 'CR',
});

const imperialCountries = new Set(['US', 'CA']);

/** US and CA use EX, LB, CI; every other (or unknown) country MM, KG, CR. */
export function measuresForCountry(country: string | undefined | null): Measures {
  const code = (country ?? '').trim().toUpperCase();
  return { ...(imperialCountries.has(code) ? IMPERIAL_MEASURES : METRIC_MEASURES) };
}

/** The parts of the configuration file that decide length decimals (spec 3 and 9). */
export interface LengthDecimalsConfig {
  measures?: { lengthDecimals?: number | null } | null;
  nround?: { ext?: { num?: number | null } | null } | null;
}

/**
 * Decimals shown for lengths: measures.lengthDecimals, falling back to nround.ext.num, then 0.
 * Only non-negative integers count; anything else falls through to the next source.
 */
export function lengthDecimals(config: LengthDecimalsConfig | undefined | null): number {
  const candidates = [config?.measures?.lengthDecimals, config?.nround?.ext?.num];
  for (const value of candidates) {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  }
  return 0;
}
