// The chosen variants of a row as readable text for the offer ("Width: 1200 mm · Finish: Oak").
import { localise } from '../../core/catalog';
import { truncate } from '../../core/locale/format';
import { formatLength, METRIC_MEASURES, type MeasureSettings } from '../../core/locale/measures';
import { rowVariantPairs } from '../../core/project/row';
import type { Row } from '../../core/project/schema';
import type { CatalogTexts } from './catalog-texts';
import type { OfferLabels } from './labels';

/** Long configurations are cut so one row never fills a page. */
export const MAX_VARIANTS_TEXT = 600;

const TRUE_VALUES = new Set(['1', 'TRUE', 'Y']);

/** "Name: value" for each chosen variant, joined with " · "; empty values are left out. */
export function formatVariants(
  row: Pick<Row, 'var' | 'rule' | 'catalog'>,
  lang: string,
  texts: CatalogTexts,
  labels: Pick<OfferLabels, 'yes' | 'no'>,
  measures: MeasureSettings = METRIC_MEASURES,
): string {
  const parts: string[] = [];
  for (const [name, value] of rowVariantPairs(row)) {
    if (value.trim() === '') continue;
    const variable = texts.variable(row.catalog, name);
    if (!variable) {
      parts.push(`${name}: ${value}`);
      continue;
    }
    const label = localise(variable.des, variable.local, lang) || variable.cod;
    let shown = value;
    if (variable.type === 'choice') {
      const choice = variable.values.find((v) => v.value.toUpperCase() === value.toUpperCase());
      if (choice) shown = localise(choice.des, choice.local, lang) || choice.value;
    } else if (
      variable.type === 'number' &&
      variable.unit?.trim().toLowerCase() === 'mm' &&
      Number.isFinite(Number(value))
    ) {
      // Lengths in the person's unit, converted exactly (core/locale/measures).
      shown = formatLength(Number(value), measures, lang);
    } else if (variable.type === 'number' && variable.unit) {
      shown = `${value} ${variable.unit}`;
    } else if (variable.type === 'boolean') {
      shown = TRUE_VALUES.has(value.trim().toUpperCase()) ? labels.yes : labels.no;
    }
    parts.push(`${label}: ${shown}`);
  }
  return truncate(parts.join(' · '), MAX_VARIANTS_TEXT);
}
