import type { MeasureSettings } from '../../../core/locale/measures';
import type { Row } from '../../../core/project/schema';
import type { LoadedCatalog } from '../../state/catalogs';
import { evaluateRow } from '../../state/evaluation';
import { variantInWords } from '../configurator/choices';

const cache = new WeakMap<Row, Map<string, string>>();

/**
 * A row's chosen options in words, in `lang`. Rows are immutable, so the text is computed once per
 * row version, language and units, and only for rows on screen (the offer list is virtual).
 */
export function rowInWords(
  row: Row,
  loaded: LoadedCatalog | undefined,
  lang: string,
  measures: MeasureSettings,
): string {
  if (!loaded) return '';
  let byLang = cache.get(row);
  if (!byLang) {
    byLang = new Map();
    cache.set(row, byLang);
  }
  const key = `${lang}|${measures.length}|${measures.lengthDecimals ?? 0}`;
  const known = byLang.get(key);
  if (known !== undefined) return known;
  const result = evaluateRow(row, loaded, lang);
  const text = result.ok
    ? variantInWords(result.compiled, result.evaluation, lang, measures)
    : result.message;
  byLang.set(key, text);
  return text;
}
