import Big from 'big.js';

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

// Exact conversions (the international yard and pound of 1959): 1 in = 25.4 mm, 1 lb = 0.45359237 kg,
// 1 in³ = 16.387064 cm³. Values are stored metric (mm, kg, cm³); only the screens and papers convert.
const MM_PER_INCH = new Big('25.4');
const KG_PER_POUND = new Big('0.45359237');
const CM3_PER_CUBIC_INCH = new Big('16.387064');

/** The units a person reads and types in, and the decimals of stored millimetres. */
export interface MeasureSettings {
  length: string;
  weight?: string;
  volume?: string;
  /** Decimals of the stored millimetres (spec 9's lengthDecimals); 0 when not given. */
  lengthDecimals?: number;
}

/** Whether lengths are shown in inches (EX), the imperial length unit of spec 9. */
export function isImperialLength(settings: Pick<MeasureSettings, 'length'>): boolean {
  return settings.length.trim().toUpperCase() === IMPERIAL_MEASURES.length;
}

/** The length unit's symbol as printed after a number: "in" or "mm". */
export function lengthSymbol(settings: Pick<MeasureSettings, 'length'>): 'in' | 'mm' {
  return isImperialLength(settings) ? 'in' : 'mm';
}

const mmDecimals = (settings: MeasureSettings) => {
  const d = settings.lengthDecimals;
  return typeof d === 'number' && Number.isInteger(d) && d >= 0 ? Math.min(d, 6) : 0;
};

/**
 * Decimals of a shown length. Inches get two more than millimetres: 0.01 in is 0.254 mm, under half
 * a stored step, so a shown value typed back gives the same millimetres (a round trip loses nothing).
 */
export function lengthDisplayDecimals(settings: MeasureSettings): number {
  return mmDecimals(settings) + (isImperialLength(settings) ? 2 : 0);
}

/** A stored length (mm) in the shown unit, rounded half up to the shown decimals. */
export function lengthFromMm(mm: number, settings: MeasureSettings): number {
  if (!Number.isFinite(mm)) throw new Error(`Cannot show the length ${String(mm)}: not a finite number`);
  const value = isImperialLength(settings) ? new Big(String(mm)).div(MM_PER_INCH) : new Big(String(mm));
  return Number(value.round(lengthDisplayDecimals(settings), Big.roundHalfUp).toString());
}

/** A length in the shown unit as stored millimetres, rounded half up to the stored decimals. */
export function lengthToMm(value: number, settings: MeasureSettings): number {
  if (!Number.isFinite(value))
    throw new Error(`Cannot store the length ${String(value)}: not a finite number`);
  const mm = isImperialLength(settings) ? new Big(String(value)).times(MM_PER_INCH) : new Big(String(value));
  return Number(mm.round(mmDecimals(settings), Big.roundHalfUp).toString());
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A number with at most `decimals` decimals, in the language's way (1,234.5 / 1.234,5). */
export function formatMeasureNumber(value: number, decimals: number, lang = 'en'): string {
  const key = `${lang}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    let locale = 'en';
    try {
      locale = Intl.NumberFormat.supportedLocalesOf([lang]).length > 0 ? lang : 'en';
    } catch {
      // A malformed language tag: English digits.
    }
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, useGrouping: false });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A stored length (mm) as a number in the shown unit, in the language's way, without the unit. */
export function formatLengthValue(mm: number, settings: MeasureSettings, lang = 'en'): string {
  return formatMeasureNumber(lengthFromMm(mm, settings), lengthDisplayDecimals(settings), lang);
}

/** A stored length (mm) with its unit: "600 mm", or "23.62 in" with imperial measures. */
export function formatLength(mm: number, settings: MeasureSettings, lang = 'en'): string {
  return `${formatLengthValue(mm, settings, lang)} ${lengthSymbol(settings)}`;
}

/** A size as "width × depth × height" with one unit at the end. */
export function formatSize(sizes: readonly number[], settings: MeasureSettings, lang = 'en'): string {
  return `${sizes.map((mm) => formatLengthValue(mm, settings, lang)).join(' × ')} ${lengthSymbol(settings)}`;
}

/**
 * A typed length in the shown unit as stored millimetres, or null when the text is not a number.
 * Takes a decimal point or comma and an optional unit after the number ("23.62", "23,62 in",
 * '23.62"', "600 mm"); a unit other than the shown one is converted from its own.
 */
export function parseLength(text: string, settings: MeasureSettings): number | null {
  const match = /^\s*([-+]?\d+(?:[.,]\d*)?|[-+]?[.,]\d+)\s*(mm|in|"|″|inch|inches)?\s*$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  const unit = match[2]?.toLowerCase();
  const typedIn = unit === undefined ? settings : { ...settings, length: unit === 'mm' ? 'MM' : 'EX' };
  return lengthToMm(value, typedIn);
}

/** A weight stored in kilograms with its unit, in pounds with imperial measures (3 decimals at most). */
export function formatWeight(kg: number, settings: MeasureSettings, lang = 'en'): string {
  const pounds = (settings.weight ?? '').trim().toUpperCase() === IMPERIAL_MEASURES.weight;
  const value = pounds ? new Big(String(kg)).div(KG_PER_POUND) : new Big(String(kg));
  return `${formatMeasureNumber(Number(value.round(3, Big.roundHalfUp).toString()), 3, lang)} ${pounds ? 'lb' : 'kg'}`;
}

/** A volume stored in cubic centimetres with its unit, in cubic inches with imperial measures. */
export function formatVolume(cm3: number, settings: MeasureSettings, lang = 'en'): string {
  const cubicInches = (settings.volume ?? '').trim().toUpperCase() === IMPERIAL_MEASURES.volume;
  const value = cubicInches ? new Big(String(cm3)).div(CM3_PER_CUBIC_INCH) : new Big(String(cm3));
  return `${formatMeasureNumber(Number(value.round(2, Big.roundHalfUp).toString()), 2, lang)} ${cubicInches ? 'in³' : 'cm³'}`;
}
