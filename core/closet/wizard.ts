import type { ClosetFault } from './model';
import { buildWizardSteps, isMainCode, WizardError, type StepEntry, type WizardStep } from './steps';

/**
 * The closet wizard (spec 4) as a pure, immutable state machine: every function takes a state and
 * returns a new one (or the same object when nothing changes). Index 0 is the first main step's
 * header, so the first sub step is index 1.
 */

export interface WizardIssue {
  message: string;
  /** The step that was current when the issue was added (null when no step was current). */
  stepCod: string | null;
  /** A closet rule's code and the part at fault, so the screen marks it and words it in its language. */
  code?: string;
  fault?: ClosetFault;
}

export interface WizardState {
  steps: readonly WizardStep[];
  /** Index of the last step, -1 when there are none. */
  maxStepIdx: number;
  currentKey: string | null;
  currentStepCod: string | null;
  /** -1 when there are no steps. */
  currentStepIdx: number;
  /** The rule (variant string) before the last variant change, so a step can be undone. */
  oldRule: string | null;
  errors: readonly WizardIssue[];
}

export const EMPTY_WIZARD: WizardState = {
  steps: [],
  maxStepIdx: -1,
  currentKey: null,
  currentStepCod: null,
  currentStepIdx: -1,
  oldRule: null,
  errors: [],
};

/** Moves to `idx` and keeps the derived fields (key, code) in line with it. */
function at(state: WizardState, steps: readonly WizardStep[], idx: number): WizardState {
  const step = steps[idx];
  return {
    ...state,
    steps,
    maxStepIdx: steps.length - 1,
    currentStepIdx: step ? idx : -1,
    currentKey: step?.key ?? null,
    currentStepCod: step?.cod ?? null,
  };
}

function withFlags(steps: readonly WizardStep[], changes: Record<number, Partial<WizardStep>>): WizardStep[] {
  return steps.map((step, i) => (changes[i] ? { ...step, ...changes[i] } : step));
}

/** Index of the main step header the step at `idx` belongs to. */
function mainIndexOf(steps: readonly WizardStep[], idx: number): number {
  for (let i = idx; i >= 0; i--) if (isMainCode(steps[i]?.cod ?? '')) return i;
  return -1;
}

/** First load: group the steps, make index 1 current and mark the first main step and that sub step started. */
export function loadSteps(state: WizardState, entries: readonly StepEntry[]): WizardState {
  const steps = buildWizardSteps(entries);
  if (steps.length === 0) return at(state, steps, -1);
  return at(state, withFlags(steps, { 0: { started: true }, 1: { started: true } }), 1);
}

/**
 * New step list after a variant change: steps whose code already existed keep their started and done
 * flags, and the current step stays current if it still exists (else index 1). Loads when empty.
 */
export function updateSteps(state: WizardState, entries: readonly StepEntry[]): WizardState {
  if (state.steps.length === 0) return loadSteps(state, entries);
  const previous = new Map(state.steps.map((s) => [s.cod, s]));
  const steps = buildWizardSteps(entries).map((step) => {
    const old = previous.get(step.cod);
    return old ? { ...step, started: old.started, done: old.done } : step;
  });
  const kept = steps.findIndex((s) => s.cod === state.currentStepCod);
  return at(state, steps, kept >= 0 ? kept : steps.length > 0 ? 1 : -1);
}

/**
 * Marks the current sub step done. If the next item is a main step: marks the current main step done,
 * jumps to that main step's first sub step and marks both started. Otherwise moves to the next sub
 * step and marks it started. Does nothing at the last step.
 */
export function nextStep(state: WizardState): WizardState {
  const idx = state.currentStepIdx;
  if (idx < 0 || idx >= state.maxStepIdx) return state;
  const next = state.steps[idx + 1];
  if (next && isMainCode(next.cod)) {
    const steps = withFlags(state.steps, {
      [idx]: { done: true },
      [mainIndexOf(state.steps, idx)]: { done: true },
      [idx + 1]: { started: true },
      [idx + 2]: { started: true },
    });
    return at(state, steps, idx + 2);
  }
  return at(state, withFlags(state.steps, { [idx]: { done: true }, [idx + 1]: { started: true } }), idx + 1);
}

/** Steps back one sub step, skipping a main step header; only when the index is above 1. */
export function previousStep(state: WizardState): WizardState {
  const idx = state.currentStepIdx;
  if (idx <= 1) return state;
  const before = state.steps[idx - 1];
  return at(state, state.steps, before && isMainCode(before.cod) ? idx - 2 : idx - 1);
}

/** Goes to a sub step by its code, or to the first sub step of a main step. Flags are left as they are. */
export function goToStep(state: WizardState, cod: string): WizardState {
  const idx = state.steps.findIndex((s) => s.cod === cod);
  if (idx < 0) throw new WizardError(`Unknown wizard step code "${cod}"`);
  return at(state, state.steps, isMainCode(cod) ? idx + 1 : idx);
}

/** Marks the last step done. */
export function finalizeSteps(state: WizardState): WizardState {
  if (state.maxStepIdx < 0) return state;
  return { ...state, steps: withFlags(state.steps, { [state.maxStepIdx]: { done: true } }) };
}

/** Returns to index 1 (the first sub step); flags and errors are kept. */
export function resetToFirstStep(state: WizardState): WizardState {
  if (state.steps.length === 0) return state;
  return at(state, state.steps, 1);
}

/** Empties everything. */
export function resetSteps(): WizardState {
  return EMPTY_WIZARD;
}

export function setOldRule(state: WizardState, rule: string | null): WizardState {
  return { ...state, oldRule: rule };
}

export function addError(
  state: WizardState,
  message: string,
  rule?: { code: string; fault: ClosetFault },
): WizardState {
  if (message.trim() === '') throw new WizardError('A wizard error needs a message');
  const issue: WizardIssue = { message, stepCod: state.currentStepCod, ...(rule ? rule : {}) };
  return { ...state, errors: [...state.errors, issue] };
}

export function removeError(state: WizardState, index: number): WizardState {
  if (!Number.isInteger(index) || index < 0 || index >= state.errors.length) {
    throw new WizardError(`No wizard error at index ${index} (there are ${state.errors.length})`);
  }
  return { ...state, errors: state.errors.filter((_, i) => i !== index) };
}

export function clearErrors(state: WizardState): WizardState {
  return state.errors.length === 0 ? state : { ...state, errors: [] };
}

/** The same operations as typed actions, for a reducer-driven store. */
export type WizardAction =
  | { type: 'load'; entries: readonly StepEntry[] }
  | { type: 'update'; entries: readonly StepEntry[] }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; cod: string }
  | { type: 'finalize' }
  | { type: 'reset' }
  | { type: 'resetSteps' }
  | { type: 'setOldRule'; rule: string | null }
  | { type: 'addError'; message: string }
  | { type: 'removeError'; index: number }
  | { type: 'clearErrors' };

type ActionOf<T extends WizardAction['type']> = Extract<WizardAction, { type: T }>;

/** Each action's operation, by its type: the type makes the table name every action exactly once. */
const REDUCERS: { [T in WizardAction['type']]: (state: WizardState, action: ActionOf<T>) => WizardState } = {
  load: (state, a) => loadSteps(state, a.entries),
  update: (state, a) => updateSteps(state, a.entries),
  next: nextStep,
  previous: previousStep,
  goTo: (state, a) => goToStep(state, a.cod),
  finalize: finalizeSteps,
  reset: resetToFirstStep,
  resetSteps: () => resetSteps(),
  setOldRule: (state, a) => setOldRule(state, a.rule),
  addError: (state, a) => addError(state, a.message),
  removeError: (state, a) => removeError(state, a.index),
  clearErrors,
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  // TypeScript cannot tie the looked-up reducer to the action's own type; the table's type does.
  const reduce = REDUCERS[action.type] as (state: WizardState, action: WizardAction) => WizardState;
  return reduce(state, action);
}

/** True once the last step is done (what finalize does). */
export function isWizardFinished(state: WizardState): boolean {
  return state.steps[state.maxStepIdx]?.done === true;
}
