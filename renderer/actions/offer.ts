// Offer actions (spec 3, 9): customer-row fields, discounts, services, notes, status, recompute.
// Each changes the open project as one undoable step and recomputes the prices into it.
import type { EntityId } from '../../core/project/schema';
import { canonicalStatus } from '../../core/project/status';
import { languageOf } from './catalogs';
import { defineEditAction } from './defineEdit';

export const setQuantityAction = defineEditAction<{ rowId: EntityId; qt: number }>({
  name: 'setQuantity',
  label: 'offer:actions.setQuantity',
  change: (p, { rowId, qt }, { edits }) => edits.patchCustomerRow(p, rowId, { qt }),
});

/** A row's customer fields (spec 3): vat, checkVat, ntp, rifGmk, and its note. */
export const setCustomerRowAction = defineEditAction<{
  rowId: EntityId;
  vat?: string;
  checkVat?: boolean;
  ntp?: boolean;
  rifGmk?: string;
  notes?: string;
}>({
  name: 'setCustomerRow',
  label: 'offer:actions.setCustomerRow',
  change: (p, { rowId, ...patch }, { edits }) => edits.patchCustomerRow(p, rowId, patch),
});

/** Project discounts: discount1 percent, discount2 fixed (spec 9). */
export const setDiscountAction = defineEditAction<{ discount1?: string; discount2?: string }>({
  name: 'setDiscount',
  label: 'offer:actions.setDiscount',
  change: (p, discounts, { edits }) => edits.setDiscounts(p, discounts),
});

export const setCatalogDiscountAction = defineEditAction<{
  catalog: string;
  discount1?: string;
  discount?: string;
}>({
  name: 'setCatalogDiscount',
  label: 'offer:actions.setCatalogDiscount',
  change: (p, { catalog, ...discounts }, { edits }) => edits.setCatalogDiscounts(p, catalog, discounts),
});

/** Takes or leaves a catalogue's service (delivery, assembly ...). */
export const setServiceAction = defineEditAction<{ catalog: string; cod: string; selected: boolean }>({
  name: 'setService',
  label: 'offer:actions.setService',
  change: (p, { catalog, cod, selected }, { edits, documents, ctx }) =>
    edits.setServiceSelected(p, documents, catalog, cod, selected, languageOf(ctx)),
});

export const setNotesAction = defineEditAction<{ notes: string }>({
  name: 'setNotes',
  label: 'offer:actions.setNotes',
  change: (p, { notes }, { edits }) => edits.setNotes(p, notes),
});

/** Spec 3 statuses; recomputing afterwards applies the priceDate rule of spec 4. */
export const setStatusAction = defineEditAction<{ status: string }>({
  name: 'setStatus',
  label: 'offer:actions.setStatus',
  change: (p, { status }) => {
    const known = canonicalStatus(status);
    if (!known) throw new Error(`Unknown status "${status}"`);
    return { ...p, status: known };
  },
});

/** Spec 4: recomputing prices (also moves priceDate to today for the statuses that take it). */
export const recomputePricesAction = defineEditAction({
  name: 'recomputePrices',
  label: 'offer:actions.recomputePrices',
  change: (p) => ({ ...p }),
});
