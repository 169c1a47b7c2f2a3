// The editing core (ARCHITECTURE.md "One editing core", tldraw's Editor): every operation on a
// project is a pure function here, project in, project out, sharing what did not change. The
// browser's actions (renderer/actions) call them and add only what is the browser's (remembered
// evaluations and prices through an EditObserver, toasts); the server evaluates and reprices
// projects with the same row model (./row.ts) and pricing.
//
// This file: the row list (insert, configure, change a variant or the model, remove, duplicate,
// move). The offer fields are in ./offerEdits.ts, placement in core/layout/autoPlace.ts; all of
// them are exported from here, the one entry.
import { compileModel } from '../catalog/compile';
import { evaluate, type Evaluation } from '../catalog/evaluate';
import { servicesForPriceList } from '../catalog/services';
import { formatVariantString, parseVariantString } from '../catalog/variant-string';
import { applyClosetEdit, ClosetError, toSaveData, type ClosetEdit, type ClosetModel } from '../closet';
import {
  checkClosetEvaluation,
  closetChoices,
  closetForVariant,
  closetOfEvaluation,
  isClosetModel,
  rowCloset,
} from './closetRows';
import { newCustomerRow } from './customerRows';
import type { Documents, LoadedCatalog } from './documents';
import { resetForNewProject } from './newProject';
import { withCoherentRun } from './closetRunEdits';
import { applyEvaluation, nextRowId, rowVariant, sameId } from './row';
import type { EntityId, Project, Row } from './schema';

export { closetChoices, closetForVariant, closetOfEvaluation, isClosetModel, rowCloset } from './closetRows';
export { setClosetRun, withCoherentRun } from './closetRunEdits';
export * from './documents';
export * from './offerEdits';
export * from './photos';
import { copyOpeningOf, putRowInWall } from './openingRows';
export { OpeningFitError, openingsFollowRows, wallNumberOf } from './openingRows';
export { applyEvaluation, mergeErp, nextRowId, rowVariant, sameId } from './row';
export * from '../layout/autoPlace';

/**
 * What the browser keeps beside an edit: an evaluation it made for a row it stored, a pricing it
 * made for a project it returns. Core calls these and never reads them back.
 */
export interface EditObserver {
  evaluated?(row: Row, loaded: LoadedCatalog, lang: string, evaluation: Evaluation): void;
}

/** Evaluates a configuration; bad input (unknown variable, off-step number) throws CatalogError. */
export function evaluateConfiguration(
  loaded: LoadedCatalog,
  model: string,
  variant: string,
  lang: string,
): Evaluation {
  return evaluate(compileModel(loaded.document, model), variant, {
    lang,
    ...(loaded.priceList ? { priceList: loaded.priceList } : {}),
  });
}

/** Whether a row of `model` is built in the closet tool (its rules write the closet's registers). */
export function opensInClosetTool(loaded: LoadedCatalog, model: string): boolean {
  return isClosetModel(compileModel(loaded.document, model));
}

/** A fresh open project (spec 4 reset), for inserting into when none is open. */
export function freshProject(): Project {
  return resetForNewProject().project;
}

export interface InsertRequest {
  catalog: string;
  model: string;
  /** User choices (an article's or a gallery's preset). */
  variant: string;
  /** The article code inserted (the main line's article otherwise). */
  article?: string;
  lang: string;
  /**
   * A door or window goes into a wall of the room (the default); false when the caller puts it in
   * a wall of its choosing (the plan's doors-and-windows panel).
   */
  inWall?: boolean;
}

/**
 * Adds a configured row (spec 4: inserted articles start unsaved), its customer row, the
 * catalogue's services and totals entry when it is the first row of that catalogue, and makes it
 * the current row. The first row sets the project's currency and VAT from the price list.
 */
export function insertRow(project: Project, loaded: LoadedCatalog, request: InsertRequest): Project {
  const evaluation = evaluateConfiguration(loaded, request.model, request.variant, request.lang);
  const id = nextRowId(project);
  const row = applyEvaluation(
    {
      uniqueid: id,
      boxid: id,
      catalog: loaded.document.catalog.cod,
      model: evaluation.model,
      cod: request.article ?? evaluation.erp[0]?.cod ?? evaluation.model,
      // The choices as stored: a value the rules forbid is already replaced (core's fallback).
      var: evaluation.choices,
      rule: [],
      erp: [],
    },
    evaluation,
  );
  const catalog = row.catalog;
  const fields = project.customerFields;
  const list = loaded.document.priceLists[0];
  const servicesRows =
    fields.servicesRows[catalog] !== undefined
      ? fields.servicesRows
      : {
          ...fields.servicesRows,
          // Services start unselected (offer and percent 0): the seller adds those the customer takes.
          [catalog]: servicesForPriceList(loaded.document, loaded.priceList ?? undefined, request.lang).map(
            (s) => ({ ...s, selected: false, offer: '0.00', perc: '0' }),
          ),
        };
  const catalogsRows =
    fields.catalogsRows[catalog] !== undefined
      ? fields.catalogsRows
      : {
          ...fields.catalogsRows,
          [catalog]: { tot: '0.00', totV: '0.00', totServices: '0.00', discount1: '0', discount: '0' },
        };
  const inserted: Project = {
    ...project,
    ...(project.currency === undefined && loaded.currency ? { currency: loaded.currency } : {}),
    rows: [...project.rows, row],
    currentrow: id,
    history: [...project.history, { catalog, models: [evaluation.model], currentModel: evaluation.model }],
    customerFields: {
      ...fields,
      ...(fields.vat === undefined && list ? { vat: list.vat } : {}),
      rows: [...(fields.rows ?? []), newCustomerRow(id)],
      servicesRows,
      catalogsRows,
    },
  };
  return request.inWall === false ? inserted : putRowInWall(inserted, row, evaluation.geometry);
}

function findRow(project: Project, rowId: EntityId): Row {
  const row = project.rows.find((r) => sameId(r.uniqueid, rowId));
  if (!row) throw new Error(`Row ${String(rowId)} is not in the project`);
  return row;
}

function loadedFor(documents: Documents, row: Row): LoadedCatalog {
  const loaded = documents[row.catalog];
  if (!loaded) throw new Error(`Catalogue ${row.catalog} is not loaded`);
  return loaded;
}

function updateRow(project: Project, rowId: EntityId, update: (row: Row) => Row): Project {
  const index = project.rows.findIndex((r) => sameId(r.uniqueid, rowId));
  if (index < 0) throw new Error(`Row ${String(rowId)} is not in the project`);
  const rows = project.rows.slice();
  rows[index] = update(project.rows[index]!);
  return { ...project, rows };
}

/** Replaces a row's user choices with `variant` and re-evaluates it. */
export function configureRow(
  project: Project,
  documents: Documents,
  rowId: EntityId,
  variant: string,
  lang: string,
  observer?: EditObserver,
): Project {
  return updateRow(project, rowId, (row) => {
    const loaded = loadedFor(documents, row);
    const closet = rowCloset(row);
    if (closet) return configureClosetRow(row, loaded, closetForVariant(closet, variant), lang, observer);
    const evaluation = evaluateConfiguration(loaded, row.model ?? '', variant, lang);
    // A chosen value the change made forbidden is stored replaced (evaluation.choices, issue 19).
    const configured = applyEvaluation({ ...row, var: evaluation.choices }, evaluation);
    observer?.evaluated?.(configured, loaded, lang, evaluation);
    return configured;
  });
}

/**
 * Stores a closet and the choices that price it on a closet row, or refuses (ClosetError) when the
 * catalogue does not take the closet as it is (core/project/closetRows.ts).
 */
export function configureClosetRow(
  row: Row,
  loaded: LoadedCatalog,
  closet: { model: ClosetModel; variant: string },
  lang: string,
  observer?: EditObserver,
): Row {
  const evaluation = evaluateConfiguration(loaded, row.model ?? '', closet.variant, lang);
  checkClosetEvaluation(evaluation, closet.model, lang);
  const configured = applyEvaluation(
    { ...row, var: evaluation.choices, closet: toSaveData(closet.model) },
    evaluation,
  );
  observer?.evaluated?.(configured, loaded, lang, evaluation);
  return configured;
}

/**
 * Adds a closet row: the model's row as the catalogue builds it at these choices (insertRow), with
 * the closet its registers describe, so the closet tool starts from the catalogue's own closet.
 */
export function insertCloset(project: Project, loaded: LoadedCatalog, request: InsertRequest): Project {
  const inserted = insertRow(project, loaded, request);
  const row = inserted.rows[inserted.rows.length - 1]!;
  const evaluation = evaluateConfiguration(loaded, row.model ?? '', rowVariant(row), request.lang);
  const model = closetOfEvaluation(evaluation);
  const closet = { model, variant: closetChoices(rowVariant(row), model) };
  return updateRow(inserted, row.uniqueid, (r) => configureClosetRow(r, loaded, closet, request.lang));
}

/**
 * One closet edit on a closet row (the closet tool's buttons and dialogs, action closetEdit): the
 * closet changes and the row is priced again, or the edit is refused with a ClosetError naming the
 * rule and the part (the project is unchanged).
 */
export function editCloset(
  project: Project,
  documents: Documents,
  rowId: EntityId,
  edit: ClosetEdit,
  lang: string,
  observer?: EditObserver,
): Project {
  return updateRow(project, rowId, (row) => {
    const closet = rowCloset(row);
    if (!closet) throw new Error(`Row ${String(rowId)} is not a closet`);
    const model = applyClosetEdit(closet, edit);
    const variant = closetChoices(rowVariant(row), model);
    return configureClosetRow(row, loadedFor(documents, row), { model, variant }, lang, observer);
  });
}

/** Sets one variable in a row's choices (names compare case-insensitively) and re-evaluates. */
export function changeVariant(
  project: Project,
  documents: Documents,
  rowId: EntityId,
  variable: string,
  value: string,
  lang: string,
  observer?: EditObserver,
): Project {
  const row = findRow(project, rowId);
  const loaded = loadedFor(documents, row);
  const wanted = variable.toUpperCase();
  // The catalogue's spelling of the name, so the row's choices read the same however it was given.
  const name = compileModel(loaded.document, row.model ?? '').byName.get(wanted)?.cod ?? variable;
  const pairs = parseVariantString(rowVariant(row)).filter(([n]) => n.toUpperCase() !== wanted);
  return configureRow(
    project,
    documents,
    rowId,
    formatVariantString([...pairs, [name, value]]),
    lang,
    observer,
  );
}

/** Switches a row to another model of its catalogue, keeping the choices the new model knows. */
export function setRowModel(
  project: Project,
  documents: Documents,
  rowId: EntityId,
  model: string,
  lang: string,
): Project {
  const row = findRow(project, rowId);
  const loaded = loadedFor(documents, row);
  const compiled = compileModel(loaded.document, model);
  const kept = formatVariantString(
    parseVariantString(rowVariant(row)).filter(([name]) => compiled.byName.has(name.toUpperCase())),
  );
  const evaluation = evaluate(compiled, kept, {
    lang,
    ...(loaded.priceList ? { priceList: loaded.priceList } : {}),
  });
  return updateRow(project, rowId, ({ cmodel: _old, closet: _closet, ...r }) => {
    // The old model's cModel says nothing of the new one: the new header's, else the model.
    const switched: Row = {
      ...r,
      model: compiled.model.cod,
      cod: compiled.model.cod,
      var: evaluation.choices,
    };
    if (!isClosetModel(compiled)) return applyEvaluation(switched, evaluation);
    return closetOnNewModel(switched, rowCloset(row), evaluation, loaded, lang);
  });
}

/**
 * A closet row switched to another closet model: its closet as the seller built it when the new
 * model's rules take it (two hinged wardrobes), else the closet the new model's rules build at the
 * kept choices. The old closet kept blindly (hinged doors on a sliding-door model) was priced in
 * the browser and refused by the server's save.
 */
function closetOnNewModel(
  row: Row,
  built: ClosetModel | null,
  evaluation: Evaluation,
  loaded: LoadedCatalog,
  lang: string,
): Row {
  if (built) {
    try {
      const variant = closetChoices(rowVariant(row), built);
      return configureClosetRow(row, loaded, { model: built, variant }, lang);
    } catch (error) {
      if (!(error instanceof ClosetError)) throw error;
    }
  }
  const fresh = closetOfEvaluation(evaluation);
  return configureClosetRow(
    row,
    loaded,
    { model: fresh, variant: closetChoices(rowVariant(row), fresh) },
    lang,
  );
}

/** A door or window of the room priced by this row goes with it (the room keeps no unpriced copy). */
function withoutOpeningOf(project: Project, rowId: EntityId): Pick<Project, 'envWall'> {
  const envWall = project.envWall;
  if (!envWall) return {};
  const ofRow = (o: unknown) =>
    typeof o === 'object' && o !== null && sameId((o as { rowId?: EntityId }).rowId, rowId);
  if (!envWall.windowInstance.some(ofRow)) return {};
  return { envWall: { ...envWall, windowInstance: envWall.windowInstance.filter((o) => !ofRow(o)) } };
}

/** Removes a row, its customer row, and the catalogue's services when it was its last row. */
export function removeRow(project: Project, rowId: EntityId): Project {
  const row = project.rows.find((r) => sameId(r.uniqueid, rowId));
  if (!row) return project;
  const rows = project.rows.filter((r) => r !== row);
  const fields = project.customerFields;
  const lastOfCatalog = !rows.some((r) => r.catalog === row.catalog);
  const { [row.catalog]: _services, ...otherServices } = fields.servicesRows;
  const { [row.catalog]: _totals, ...otherTotals } = fields.catalogsRows;
  return withCoherentRun({
    ...project,
    ...withoutOpeningOf(project, rowId),
    rows,
    currentrow: sameId(project.currentrow, rowId) ? null : project.currentrow,
    customerFields: {
      ...fields,
      ...(fields.rows ? { rows: fields.rows.filter((c) => !sameId(c.uniqueid, rowId)) } : {}),
      ...(lastOfCatalog ? { servicesRows: otherServices, catalogsRows: otherTotals } : {}),
    },
  });
}

/** Copies a row (and its customer row) right after it, with a new id; the copy becomes current. */
export function duplicateRow(project: Project, rowId: EntityId): Project {
  const index = project.rows.findIndex((r) => sameId(r.uniqueid, rowId));
  if (index < 0) throw new Error(`Row ${String(rowId)} is not in the project`);
  const id = nextRowId(project);
  const rows = project.rows.slice();
  rows.splice(index + 1, 0, { ...project.rows[index]!, uniqueid: id, boxid: id });
  const customer = project.customerFields.rows?.find((c) => sameId(c.uniqueid, rowId));
  // A door or window's copy takes an opening of its own beside the original.
  const withOpening = copyOpeningOf(project, String(rowId), String(id));
  return {
    ...withOpening,
    rows,
    currentrow: id,
    customerFields: {
      ...project.customerFields,
      rows: [
        ...(project.customerFields.rows ?? []),
        customer ? { ...customer, uniqueid: id } : newCustomerRow(id),
      ],
    },
  };
}

/** Moves a row by `offset` places (clamped to the list). */
export function moveRow(project: Project, rowId: EntityId, offset: number): Project {
  const from = project.rows.findIndex((r) => sameId(r.uniqueid, rowId));
  if (from < 0) throw new Error(`Row ${String(rowId)} is not in the project`);
  const to = Math.min(project.rows.length - 1, Math.max(0, from + Math.trunc(offset)));
  if (to === from) return project;
  const rows = project.rows.slice();
  const [row] = rows.splice(from, 1);
  rows.splice(to, 0, row!);
  return { ...project, rows };
}

/** Puts a row at `index` of the list (0 first; clamped): a drag in the row list. */
export function reorderRow(project: Project, rowId: EntityId, index: number): Project {
  const from = project.rows.findIndex((r) => sameId(r.uniqueid, rowId));
  if (from < 0) throw new Error(`Row ${String(rowId)} is not in the project`);
  return moveRow(project, rowId, Math.trunc(index) - from);
}
