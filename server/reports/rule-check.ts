// Issue 19: an offer is never printed with a row that breaks its catalogue's rules (a value a rule
// forbids, a violated rule, a missing mandatory value). Whatever asks for the PDF (the stored
// project, a report-engine request, the legacy module command), the rows are checked here with
// core's rules, in the offer's language.
import { projectRuleProblems, type CatalogDocument } from '../../core/catalog';
import type { Project } from '../../core/project/schema';
import { rowVariant } from '../../core/project/row';
import { catalogPriceList, type CallerPriceList } from '../catalog/price-list';

/** One sentence per row that breaks its rules; rows of unknown catalogues or models are not judged. */
export function offerRuleProblems(
  documents: readonly CatalogDocument[],
  project: Project,
  list: CallerPriceList | null,
  lang: string,
): string[] {
  const byCode = new Map(documents.map((doc) => [doc.catalog.cod.toUpperCase(), doc]));
  const printed = project.rows.filter((row) => !row.skipBasket);
  return projectRuleProblems(
    printed.map((row) => ({ catalog: row.catalog, model: row.model, variant: rowVariant(row) })),
    (cod) => {
      const document = byCode.get(cod.toUpperCase());
      if (!document) return null;
      const priceList = catalogPriceList(document, list);
      return priceList ? { document, priceList } : { document };
    },
    lang,
  );
}
