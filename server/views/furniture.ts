// The project's furniture for the server's drawings: each row evaluated with its stored catalogue
// (core's row model, core/project/row) and placed by core/layout/autoPlace, so the drawings show the
// units where the browser's 2D plan and 3D view put them.
import { compileModel, evaluate } from '../../core/catalog';
import { layoutItemOf, placeRows, rowBoxOf, type RowBox } from '../../core/layout/autoPlace';
import type { LayoutItem } from '../../core/layout/collision';
import { rowVariant } from '../../core/project/row';
import type { Project, Row } from '../../core/project/schema';
import type { Room } from '../../core/room';
import type { CatalogStore, StoredCatalog } from '../catalog/store';

/** Every drawable row of `project` as a placed box; a row whose catalogue or model fails is left out. */
export async function furnitureOf(
  store: Pick<CatalogStore, 'get'>,
  project: Pick<Project, 'rows'>,
  room: Room,
): Promise<LayoutItem[]> {
  const catalogs = new Map<string, StoredCatalog | null>();
  for (const cod of new Set(project.rows.map((r) => r.catalog))) {
    catalogs.set(cod, await store.get(cod).catch(() => null));
  }
  const boxes = new Map<Row, RowBox | null>();
  for (const row of project.rows) {
    const stored = catalogs.get(row.catalog);
    let box: RowBox | null = null;
    if (stored && row.model) {
      try {
        // Geometry does not depend on the price list: the catalogue's first one serves.
        box = rowBoxOf(
          row.uniqueid,
          evaluate(compileModel(stored.document, row.model), rowVariant(row)).geometry,
        );
      } catch {
        box = null; // a row that no longer evaluates is drawn by nobody (the browser shows its error)
      }
    }
    boxes.set(row, box);
  }
  return placeRows(project, (row) => boxes.get(row) ?? null, room).map((p) =>
    layoutItemOf(p.shape, p.layout),
  );
}
