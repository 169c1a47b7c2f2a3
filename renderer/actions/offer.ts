// Offer actions (spec 3, 9): customer-row fields, discounts, services, notes, status, recompute.
// Each changes the open project as one undoable step and recomputes the prices into it.
import type { EntityId, Project } from '../../core/project/schema';
import { canonicalStatus } from '../../core/project/status';
import { languageOf } from './catalogs';
import { defineAction } from './define';
import { editProject, type Documents, type Edits } from './projectEdit';
import type { ActionContext } from './types';

/** Applies an edit to the open project and recomputes its prices. */
async function edit(
  ctx: ActionContext,
  change: (project: Project, edits: Edits, documents: Documents) => Project,
): Promise<void> {
  await editProject(ctx, change);
}

export const setQuantityAction = defineAction<{ rowId: EntityId; qt: number }>({
  name: 'setQuantity',
  label: 'offer:actions.setQuantity',
  undoable: true,
  perform: (ctx, { rowId, qt }) => edit(ctx, (p, e) => e.patchCustomerRow(p, rowId, { qt })),
});

/** A row's customer fields (spec 3): vat, checkVat, ntp, rifGmk, and its note. */
export const setCustomerRowAction = defineAction<{
  rowId: EntityId;
  vat?: string;
  checkVat?: boolean;
  ntp?: boolean;
  rifGmk?: string;
  notes?: string;
}>({
  name: 'setCustomerRow',
  label: 'offer:actions.setCustomerRow',
  undoable: true,
  perform: (ctx, { rowId, ...patch }) => edit(ctx, (p, e) => e.patchCustomerRow(p, rowId, patch)),
});

/** Project discounts: discount1 percent, discount2 fixed (spec 9). */
export const setDiscountAction = defineAction<{ discount1?: string; discount2?: string }>({
  name: 'setDiscount',
  label: 'offer:actions.setDiscount',
  undoable: true,
  perform: (ctx, discounts) => edit(ctx, (p, e) => e.setDiscounts(p, discounts)),
});

export const setCatalogDiscountAction = defineAction<{
  catalog: string;
  discount1?: string;
  discount?: string;
}>({
  name: 'setCatalogDiscount',
  label: 'offer:actions.setCatalogDiscount',
  undoable: true,
  perform: (ctx, { catalog, ...discounts }) =>
    edit(ctx, (p, e) => e.setCatalogDiscounts(p, catalog, discounts)),
});

/** Takes or leaves a catalogue's service (delivery, assembly ...). */
export const setServiceAction = defineAction<{ catalog: string; cod: string; selected: boolean }>({
  name: 'setService',
  label: 'offer:actions.setService',
  undoable: true,
  perform: (ctx, { catalog, cod, selected }) =>
    edit(ctx, (p, e, d) => e.setServiceSelected(p, d, catalog, cod, selected, languageOf(ctx))),
});

export const setNotesAction = defineAction<{ notes: string }>({
  name: 'setNotes',
  label: 'offer:actions.setNotes',
  undoable: true,
  perform: (ctx, { notes }) => edit(ctx, (p, e) => e.setNotes(p, notes)),
});

/** Spec 3 statuses; recomputing afterwards applies the priceDate rule of spec 4. */
export const setStatusAction = defineAction<{ status: string }>({
  name: 'setStatus',
  label: 'offer:actions.setStatus',
  undoable: true,
  perform: async (ctx, { status }) => {
    const known = canonicalStatus(status);
    if (!known) throw new Error(`Unknown status "${status}"`);
    await edit(ctx, (p) => ({ ...p, status: known }));
  },
});

/** Spec 4: recomputing prices (also moves priceDate to today for the statuses that take it). */
export const recomputePricesAction = defineAction({
  name: 'recomputePrices',
  label: 'offer:actions.recomputePrices',
  undoable: true,
  perform: (ctx) => edit(ctx, (p) => ({ ...p })),
});
