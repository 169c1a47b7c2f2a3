import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatLength,
  formatLengthValue,
  formatSize,
  lengthFromMm,
  lengthSymbol,
  lengthToMm,
  parseLength,
  type MeasureSettings,
} from '../../core/locale/measures';
import { preferencesAtom } from './session';
import { atom, useAtomValue } from './store';

/** The units the person chose (user settings) or the shop's country gave: every screen shows these. */
export const measureSettingsAtom = atom<MeasureSettings>((get) => get(preferencesAtom).measures);

/** Lengths as this person reads and types them: one path (core/locale/measures) for every screen. */
export interface Lengths {
  settings: MeasureSettings;
  /** "in" or "mm". */
  symbol: 'in' | 'mm';
  /** A stored length (mm) with its unit: "23.62 in". */
  format(mm: number): string;
  /** A stored length (mm) as a number in the shown unit, without the unit: "23.62". */
  value(mm: number): string;
  /** A drawing's dimension text: mm bare (the drawing's convention), inches with their mark (23.62″). */
  dimension(mm: number): string;
  /** Sizes with one unit at the end: "23.62 × 22.05 × 28.35 in". */
  size(sizes: readonly number[]): string;
  /** A typed length (shown unit, or a unit typed after it) in mm; null when not a number. */
  parse(text: string): number | null;
  /** A stored length (mm) as a number in the shown unit (for number fields' limits). */
  toShown(mm: number): number;
  /** A number in the shown unit as stored mm. */
  toMm(value: number): number;
}

/** Lengths for a language and settings (outside React: actions, exports). */
export function lengthsFor(settings: MeasureSettings, lang: string): Lengths {
  return {
    settings,
    symbol: lengthSymbol(settings),
    format: (mm) => formatLength(mm, settings, lang),
    value: (mm) => formatLengthValue(mm, settings, lang),
    dimension: (mm) => formatLengthValue(mm, settings, lang) + (lengthSymbol(settings) === 'in' ? '″' : ''),
    size: (sizes) => formatSize(sizes, settings, lang),
    parse: (text) => parseLength(text, settings),
    toShown: (mm) => lengthFromMm(mm, settings),
    toMm: (value) => lengthToMm(value, settings),
  };
}

/** The person's lengths in the current language. */
export function useLengths(): Lengths {
  const settings = useAtomValue(measureSettingsAtom);
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => lengthsFor(settings, lang), [settings, lang]);
}
