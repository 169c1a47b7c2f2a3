// Pure edits of the open project (rows, customer rows, offer fields): each takes a project and
// returns a new one, sharing what did not change. Actions (renderer/actions/rows.ts, offer.ts) load
// this module with import() and put the result in projectAtom; history records before and after.
import {
  compileModel,
  evaluate,
  formatVariantString,
  parseVariantString,
  servicesForPriceList,
} from '../../core/catalog';
import type { Evaluation } from '../../core/catalog';
import { isoDate } from '../../core/locale/format';
import { recomputeProject } from '../../core/pricing';
import { newCustomerRow, resetForNewProject } from '../../core/project';
import type { CustomerRow, EntityId, Project, Row } from '../../core/project/schema';
import type { LoadedCatalog } from './catalogs';
import { rememberEvaluation, rowVariantOf } from './evaluation';
import { articlePricesOf, projectCurrency, rememberPricing } from './pricing';

export type Documents = Readonly<Record<string, LoadedCatalog>>;

const sameId = (a: EntityId | null | undefined, b: EntityId | null | undefined) =>
  a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);

/** A fresh open project (spec 4 reset), for inserting into when none is open. */
export function freshProject(): Project {
  return resetForNewProject().project;
}

/** The next free row id: one more than the highest numeric uniqueid or boxid. */
export function nextRowId(project: Project): number {
  let max = 0;
  for (const row of project.rows) {
    for (const id of [row.uniqueid, row.boxid]) {
      const n = Number(id);
      if (Number.isFinite(n) && n > max) max = n;
    }
  }
  return max + 1;
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

/** The row fields an evaluation decides: cModel, the resolved rule, the ERP lines. */
function withEvaluation(row: Row, evaluation: Evaluation): Row {
  // The customer's VAT check and reference on a line survive a new evaluation (as on the server).
  const erp = evaluation.erp.map((line) => {
    const old = row.erp.find((p) => p.level === line.level && p.cod === line.cod)?.customDataFe;
    if (!old || (old.check === undefined && old.rifGmk === undefined)) return line;
    return { ...line, customDataFe: { ...line.customDataFe, check: old.check, rifGmk: old.rifGmk } };
  });
  return {
    ...row,
    cmodel: evaluation.header?.cModel ?? evaluation.model,
    rule: parseVariantString(evaluation.variant).map(([cod, value]) => ({ cod, value })),
    erp,
    neutro: evaluation.variant,
  };
}

export interface InsertRequest {
  catalog: string;
  model: string;
  /** User choices (an article's or a gallery's preset). */
  variant: string;
  /** The article code inserted (the main line's article otherwise). */
  article?: string;
  lang: string;
}

/**
 * Adds a configured row (spec 4: inserted articles start unsaved), its customer row, the
 * catalogue's services and totals entry when it is the first row of that catalogue, and makes it
 * the current row. The first row sets the project's currency and VAT from the price list.
 */
export function insertRow(project: Project, loaded: LoadedCatalog, request: InsertRequest): Project {
  const evaluation = evaluateConfiguration(loaded, request.model, request.variant, request.lang);
  const id = nextRowId(project);
  const row = withEvaluation(
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
  return {
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
): Project {
  return updateRow(project, rowId, (row) => {
    const loaded = documents[row.catalog];
    if (!loaded) throw new Error(`Catalogue ${row.catalog} is not loaded`);
    const evaluation = evaluateConfiguration(loaded, row.model ?? '', variant, lang);
    // A chosen value the change made forbidden is stored replaced (evaluation.choices, issue 19).
    const configured = withEvaluation({ ...row, var: evaluation.choices }, evaluation);
    // The configurator shows this row next: it takes this evaluation instead of making it again.
    rememberEvaluation(configured, loaded, lang, evaluation);
    return configured;
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
): Project {
  const row = project.rows.find((r) => sameId(r.uniqueid, rowId));
  if (!row) throw new Error(`Row ${String(rowId)} is not in the project`);
  const loaded = documents[row.catalog];
  if (!loaded) throw new Error(`Catalogue ${row.catalog} is not loaded`);
  const wanted = variable.toUpperCase();
  // The catalogue's spelling of the name, so the row's choices read the same however it was given.
  const name = compileModel(loaded.document, row.model ?? '').byName.get(wanted)?.cod ?? variable;
  const pairs = parseVariantString(rowVariantOf(row)).filter(([n]) => n.toUpperCase() !== wanted);
  return configureRow(project, documents, rowId, formatVariantString([...pairs, [name, value]]), lang);
}

/** Switches a row to another model of its catalogue, keeping the choices the new model knows. */
export function setRowModel(
  project: Project,
  documents: Documents,
  rowId: EntityId,
  model: string,
  lang: string,
): Project {
  const row = project.rows.find((r) => sameId(r.uniqueid, rowId));
  if (!row) throw new Error(`Row ${String(rowId)} is not in the project`);
  const loaded = documents[row.catalog];
  if (!loaded) throw new Error(`Catalogue ${row.catalog} is not loaded`);
  const compiled = compileModel(loaded.document, model);
  const kept = parseVariantString(rowVariantOf(row)).filter(([name]) =>
    compiled.byName.has(name.toUpperCase()),
  );
  const evaluation = evaluate(compiled, formatVariantString(kept), {
    lang,
    ...(loaded.priceList ? { priceList: loaded.priceList } : {}),
  });
  return updateRow(project, rowId, (r) =>
    withEvaluation(
      { ...r, model: compiled.model.cod, cod: compiled.model.cod, var: evaluation.choices },
      evaluation,
    ),
  );
}

/** Removes a row, its customer row, and the catalogue's services when it was its last row. */
/** A door or window of the room priced by this row goes with it (the room keeps no unpriced copy). */
function withoutOpeningOf(project: Project, rowId: EntityId): Pick<Project, 'envWall'> {
  const envWall = project.envWall;
  if (!envWall) return {};
  const ofRow = (o: unknown) =>
    typeof o === 'object' && o !== null && sameId((o as { rowId?: EntityId }).rowId, rowId);
  if (!envWall.windowInstance.some(ofRow)) return {};
  return { envWall: { ...envWall, windowInstance: envWall.windowInstance.filter((o) => !ofRow(o)) } };
}

export function removeRow(project: Project, rowId: EntityId): Project {
  const row = project.rows.find((r) => sameId(r.uniqueid, rowId));
  if (!row) return project;
  const rows = project.rows.filter((r) => r !== row);
  const fields = project.customerFields;
  const lastOfCatalog = !rows.some((r) => r.catalog === row.catalog);
  const { [row.catalog]: _services, ...otherServices } = fields.servicesRows;
  const { [row.catalog]: _totals, ...otherTotals } = fields.catalogsRows;
  return {
    ...project,
    ...withoutOpeningOf(project, rowId),
    rows,
    currentrow: sameId(project.currentrow, rowId) ? null : project.currentrow,
    customerFields: {
      ...fields,
      ...(fields.rows ? { rows: fields.rows.filter((c) => !sameId(c.uniqueid, rowId)) } : {}),
      ...(lastOfCatalog ? { servicesRows: otherServices, catalogsRows: otherTotals } : {}),
    },
  };
}

/** Copies a row (and its customer row) right after it, with a new id; the copy becomes current. */
export function duplicateRow(project: Project, rowId: EntityId): Project {
  const index = project.rows.findIndex((r) => sameId(r.uniqueid, rowId));
  if (index < 0) throw new Error(`Row ${String(rowId)} is not in the project`);
  const id = nextRowId(project);
  const rows = project.rows.slice();
  rows.splice(index + 1, 0, { ...project.rows[index]!, uniqueid: id, boxid: id });
  const customer = project.customerFields.rows?.find((c) => sameId(c.uniqueid, rowId));
  return {
    ...project,
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

/** Editable customer-row fields (spec 3) plus the row's note. */
export interface CustomerRowPatch {
  qt?: number;
  vat?: string;
  checkVat?: boolean;
  ntp?: boolean;
  rifGmk?: string;
  notes?: string;
}

/** Changes a row's customer fields; a quantity must be a whole number of at least 1. */
export function patchCustomerRow(project: Project, rowId: EntityId, patch: CustomerRowPatch): Project {
  if (patch.qt !== undefined && (!Number.isInteger(patch.qt) || patch.qt < 1 || patch.qt > 99999)) {
    throw new Error('Quantity must be a whole number from 1 to 99999');
  }
  if (patch.vat !== undefined) checkPercent(patch.vat, 'VAT');
  if (!project.rows.some((r) => sameId(r.uniqueid, rowId))) {
    throw new Error(`Row ${String(rowId)} is not in the project`);
  }
  const existing = project.customerFields.rows ?? [];
  const found = existing.some((c) => sameId(c.uniqueid, rowId));
  const rows: CustomerRow[] = found
    ? existing.map((c) => (sameId(c.uniqueid, rowId) ? { ...c, ...patch } : c))
    : [...existing, { ...newCustomerRow(rowId), ...patch }];
  return { ...project, customerFields: { ...project.customerFields, rows } };
}

function checkPercent(value: string, what: string): void {
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) > 100) {
    throw new Error(`${what} must be a percent from 0 to 100`);
  }
}

function checkAmount(value: string, what: string): void {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) throw new Error(`${what} must be an amount like 12.50`);
}

/** Project discounts: discount1 percent of goods, discount2 fixed off the total (spec 9). */
export function setDiscounts(
  project: Project,
  discounts: { discount1?: string; discount2?: string },
): Project {
  if (discounts.discount1 !== undefined) checkPercent(discounts.discount1, 'Discount');
  if (discounts.discount2 !== undefined) checkAmount(discounts.discount2, 'Fixed discount');
  return { ...project, customerFields: { ...project.customerFields, ...discounts } };
}

/** A catalogue's own discounts: discount1 percent and discount (fixed). */
export function setCatalogDiscounts(
  project: Project,
  catalog: string,
  discounts: { discount1?: string; discount?: string },
): Project {
  if (discounts.discount1 !== undefined) checkPercent(discounts.discount1, 'Discount');
  if (discounts.discount !== undefined) checkAmount(discounts.discount, 'Fixed discount');
  const current = project.customerFields.catalogsRows[catalog];
  if (!current) throw new Error(`Catalogue ${catalog} has no rows in the project`);
  return {
    ...project,
    customerFields: {
      ...project.customerFields,
      catalogsRows: { ...project.customerFields.catalogsRows, [catalog]: { ...current, ...discounts } },
    },
  };
}

/** Takes or leaves a catalogue service; a taken one keeps the list's offer and percent. */
export function setServiceSelected(
  project: Project,
  documents: Documents,
  catalog: string,
  cod: string,
  selected: boolean,
  lang: string,
): Project {
  const services = project.customerFields.servicesRows[catalog];
  if (!services) throw new Error(`Catalogue ${catalog} has no services in the project`);
  const loaded = documents[catalog];
  const listed = loaded ? servicesForPriceList(loaded.document, loaded.priceList ?? undefined, lang) : [];
  const next = services.map((service) => {
    if (service.cod !== cod) return service;
    const list = listed.find((s) => s.cod === cod);
    // A service left out of the offer costs nothing: offer and percent 0 (its VAT stays).
    return selected
      ? { ...service, selected: true, offer: list?.offer ?? service.offer, perc: list?.perc ?? service.perc }
      : { ...service, selected: false, offer: '0.00', perc: '0' };
  });
  return {
    ...project,
    customerFields: {
      ...project.customerFields,
      servicesRows: { ...project.customerFields.servicesRows, [catalog]: next },
    },
  };
}

export function setNotes(project: Project, notes: string): Project {
  return { ...project, customerFields: { ...project.customerFields, notes } };
}

/** Recomputes the prices into the project (totals in customerFields, spec 4 priceDate rule). */
export function recompute(project: Project, documents: Documents, today = isoDate(new Date())): Project {
  const { project: priced, result } = recomputeProject(project, {
    today,
    currency: projectCurrency(project),
    article: articlePricesOf(documents),
  });
  // The screens price the stored project (projectPricingAtom): they take this result, not a second pass.
  rememberPricing(priced, documents, result);
  return priced;
}
