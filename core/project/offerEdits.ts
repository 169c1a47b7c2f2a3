// The offer's edits (spec 3, 9): a row's customer fields, the project's and a catalogue's discounts,
// services, notes, and repricing. Pure: project in, project out (exported from ./edits).
import { servicesForPriceList } from '../catalog/services';
import { isoDate } from '../locale/format';
import { recomputeProject } from '../pricing/recompute';
import type { RepriceResult } from '../pricing/reprice';
import type { Campaign } from '../pricing/promotions';
import { newCustomerRow } from './customerRows';
import { articlePricesOf, projectCurrency, type Documents } from './documents';
import { sameId } from './row';
import type { CustomerRow, EntityId, Project } from './schema';

/** Editable customer-row fields (spec 3) plus the row's note. */
export interface CustomerRowPatch {
  qt?: number;
  vat?: string;
  checkVat?: boolean;
  ntp?: boolean;
  rifGmk?: string;
  notes?: string;
}

function checkPercent(value: string, what: string): void {
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) > 100) {
    throw new Error(`${what} must be a percent from 0 to 100`);
  }
}

function checkAmount(value: string, what: string): void {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) throw new Error(`${what} must be an amount like 12.50`);
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

/** The repriced project and the pricing it was given (the browser keeps it for its screens). */
export interface Priced {
  project: Project;
  result: RepriceResult;
}

/** Recomputes the prices into the project (totals in customerFields, spec 4 priceDate rule). */
export function priceProjectEdit(
  project: Project,
  documents: Documents,
  today = isoDate(new Date()),
  campaigns: readonly Campaign[] = [],
): Priced {
  return recomputeProject(project, {
    today,
    currency: projectCurrency(project),
    article: articlePricesOf(documents),
    campaigns,
  });
}

/** priceProjectEdit's project only. */
export function recompute(project: Project, documents: Documents, today?: string): Project {
  return priceProjectEdit(project, documents, today).project;
}
