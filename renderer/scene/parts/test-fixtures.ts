// Test fixture: sample models evaluated as the scene evaluates rows.
import { compileModel, evaluate, type CatalogDocument } from '../../../core/catalog';
import type { BuildInput } from './index';

/** A sample model evaluated with its defaults (plus `variant`), as the scene would get it. */
export function input(catalog: CatalogDocument, model: string, variant = ''): BuildInput | null {
  const compiled = compileModel(catalog, model);
  const evaluation = evaluate(compiled, variant);
  if (!evaluation.geometry) return null;
  const values = Object.fromEntries(
    Object.entries(evaluation.values).filter(([, v]) => v !== null) as [string, string | number | boolean][],
  );
  const basemodel = catalog.models.find((m) => m.cod === model)?.basemodel;
  return {
    catalog: catalog.catalog.cod,
    model,
    ...(basemodel ? { basemodel } : {}),
    geometry: evaluation.geometry,
    values,
    variables: catalog.variables,
  };
}
