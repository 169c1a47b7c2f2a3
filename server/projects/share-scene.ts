// What a share link shows (spec 2 arWebView): the furniture and the room it stands in, nothing of the
// offer. Rows keep only what places and draws them (catalogue, model, variant, layout); prices (erp),
// pictures, customer data, notes, totals and the project's history stay on the server. Catalogue
// documents go without price lists and service prices: the page builds geometry, never prices.
import type { CatalogDocument } from '../../core/catalog';

/** The row fields the scene reads: evaluation (catalog, model, variant, rule) and placement (layout). */
export const SCENE_ROW_FIELDS = [
  'uniqueid',
  'boxid',
  'catalog',
  'reg',
  'cmodel',
  'cod',
  'model',
  'des',
  'neutro',
  'rule',
  'var',
  'wallItem',
  'auto',
  'local',
  'layout',
] as const;

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick(source: Raw, fields: readonly string[]): Raw {
  return Object.fromEntries(fields.filter((f) => source[f] !== undefined).map((f) => [f, source[f]]));
}

/**
 * The stored project reduced to its scene: schema version (the page migrates it as any load does),
 * id, title, rows (scene fields only) and the room (envWall).
 */
export function sceneDocumentOf(data: unknown, id: number): Raw {
  const project = isRecord(data) ? data : {};
  const rows = Array.isArray(project.rows) ? project.rows.filter(isRecord) : [];
  return {
    ...pick(project, ['schemaVersion', 'des', 'envWall']),
    id,
    rows: rows.map((row) => pick(row, SCENE_ROW_FIELDS)),
  };
}

/** The catalogues the scene's rows use, by code as the rows spell them (first spelling wins). */
export function sceneCatalogCodes(scene: Raw): string[] {
  const rows = (scene.rows as Raw[]) ?? [];
  const codes = rows.map((row) => row.catalog).filter((c): c is string => typeof c === 'string' && !!c);
  return [...new Set(codes)];
}

/** A catalogue document without prices: every price list and every service price left out. */
export function withoutPrices(document: CatalogDocument): CatalogDocument {
  return {
    ...document,
    priceLists: [],
    services: document.services.map((service) => ({ ...service, prices: [] })),
  };
}
