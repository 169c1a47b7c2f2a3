// The closet tool's screen state beside the project (spec 3 "Wizard state"): the wizard of the
// closet being built and the section selected on its model. The closet itself is the row's save
// data in the project; a new or another project clears both (spec 4 "closet steps").
import type { ClosetRunSpec } from '../../core/closet/run';
import { EMPTY_WIZARD, type WizardState } from '../../core/closet/wizard';
import { onProjectReset } from './projectReset';
import { atom, store } from './store';

export interface ClosetWizard extends WizardState {
  /** The closet row the steps belong to (null before a closet is opened). */
  rowId: string | null;
}

export const EMPTY_CLOSET_WIZARD: ClosetWizard = { ...EMPTY_WIZARD, rowId: null };

export const closetWizardAtom = atom<ClosetWizard>(EMPTY_CLOSET_WIZARD);

/** The section (1-based) selected on the closet's model, null for none. */
export const closetSectionAtom = atom<number | null>(null);

/** The multi-closet run of a project that has none yet (the run itself is saved in the project). */
export const EMPTY_RUN: ClosetRunSpec = { walls: [{ length: 4000, closets: [] }], corners: [] };

onProjectReset(() => {
  store.set(closetWizardAtom, EMPTY_CLOSET_WIZARD);
  store.set(closetSectionAtom, null);
});
