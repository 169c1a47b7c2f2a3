import { describe, expect, it } from 'vitest';
import {
  addError,
  clearErrors,
  EMPTY_WIZARD,
  finalizeSteps,
  goToStep,
  isWizardFinished,
  loadSteps,
  nextStep,
  previousStep,
  removeError,
  resetSteps,
  resetToFirstStep,
  setOldRule,
  updateSteps,
  wizardReducer,
  type WizardState,
} from './wizard';

const e = (cod: string) => ({ cod, key: `k${cod}` });
// 0:001 1:001-001 2:001-002 3:002 4:002-001 5:003 6:003-001 7:003-002 (004 has no sub steps: dropped)
const ENTRIES = ['001', '001-001', '001-002', '002', '002-001', '003', '003-001', '003-002', '004'].map(e);

const flags = (s: WizardState) =>
  s.steps.map((x) => `${x.cod}:${x.started ? 'S' : '-'}${x.done ? 'D' : '-'}`);
const loaded = () => loadSteps(EMPTY_WIZARD, ENTRIES);

describe('first load', () => {
  it('makes index 1 current and starts the first main step and that sub step', () => {
    const s = loaded();
    expect(s.currentStepIdx).toBe(1);
    expect(s.currentStepCod).toBe('001-001');
    expect(s.currentKey).toBe('k001-001');
    expect(s.maxStepIdx).toBe(7);
    expect(flags(s)).toEqual([
      '001:S-',
      '001-001:S-',
      '001-002:--',
      '002:--',
      '002-001:--',
      '003:--',
      '003-001:--',
      '003-002:--',
    ]);
  });

  it('with no steps (or only main steps) nothing is current and navigation does nothing', () => {
    for (const entries of [[], [e('001'), e('002')]]) {
      const s = loadSteps(EMPTY_WIZARD, entries);
      expect(s).toMatchObject({
        steps: [],
        maxStepIdx: -1,
        currentStepIdx: -1,
        currentStepCod: null,
        currentKey: null,
      });
      expect(nextStep(s)).toBe(s);
      expect(previousStep(s)).toBe(s);
      expect(finalizeSteps(s)).toBe(s);
      expect(resetToFirstStep(s)).toBe(s);
    }
  });

  it('does not mutate the state it was given', () => {
    const before = loaded();
    const copy = structuredClone(before);
    nextStep(before);
    finalizeSteps(before);
    addError(before, 'x');
    expect(before).toEqual(copy);
  });
});

describe('next', () => {
  it('within a main step: marks the sub step done and starts the next sub step', () => {
    const s = nextStep(loaded());
    expect(s.currentStepCod).toBe('001-002');
    expect(s.currentStepIdx).toBe(2);
    expect(flags(s).slice(0, 4)).toEqual(['001:S-', '001-001:SD', '001-002:S-', '002:--']);
  });

  it('across a main step: marks sub and main done, jumps to the next first sub step, starts both', () => {
    const s = nextStep(nextStep(loaded()));
    expect(s.currentStepCod).toBe('002-001');
    expect(s.currentStepIdx).toBe(4);
    expect(s.currentKey).toBe('k002-001');
    expect(flags(s).slice(0, 6)).toEqual([
      '001:SD',
      '001-001:SD',
      '001-002:SD',
      '002:S-',
      '002-001:S-',
      '003:--',
    ]);
  });

  it('does nothing at the last step', () => {
    let s = loaded();
    for (let i = 0; i < 5; i++) s = nextStep(s);
    expect(s.currentStepCod).toBe('003-002');
    expect(nextStep(s)).toBe(s);
    expect(s.steps[7]?.done).toBe(false);
  });
});

describe('previous', () => {
  it('does nothing at index 1', () => {
    const s = loaded();
    expect(previousStep(s)).toBe(s);
  });

  it('moves back one sub step without touching flags', () => {
    const s = nextStep(loaded());
    const back = previousStep(s);
    expect(back.currentStepCod).toBe('001-001');
    expect(back.steps).toEqual(s.steps);
  });

  it('skips a main step header', () => {
    const s = goToStep(loaded(), '002-001');
    const back = previousStep(s);
    expect(back.currentStepIdx).toBe(2);
    expect(back.currentStepCod).toBe('001-002');
    expect(back.currentKey).toBe('k001-002');
  });
});

describe('go to', () => {
  it('a main code goes to its first sub step', () => {
    const s = goToStep(loaded(), '003');
    expect(s.currentStepCod).toBe('003-001');
    expect(s.currentStepIdx).toBe(6);
  });

  it('a sub code goes directly there, leaving flags as they are', () => {
    const start = loaded();
    const s = goToStep(start, '003-002');
    expect(s.currentStepIdx).toBe(7);
    expect(s.steps).toEqual(start.steps);
  });

  it('an unknown code (including a dropped main step) is a clear error', () => {
    expect(() => goToStep(loaded(), '009')).toThrow('Unknown wizard step code "009"');
    expect(() => goToStep(loaded(), '004')).toThrow(/"004"/);
  });
});

describe('finalize and reset', () => {
  it('finalize marks the last step done', () => {
    const s = finalizeSteps(goToStep(loaded(), '003-002'));
    expect(s.steps[7]?.done).toBe(true);
    expect(isWizardFinished(s)).toBe(true);
    expect(isWizardFinished(loaded())).toBe(false);
    expect(s.currentStepIdx).toBe(7);
  });

  it('reset returns to index 1 and keeps flags', () => {
    const moved = nextStep(nextStep(loaded()));
    const s = resetToFirstStep(moved);
    expect(s.currentStepIdx).toBe(1);
    expect(s.currentStepCod).toBe('001-001');
    expect(s.steps).toEqual(moved.steps);
  });

  it('reset-steps empties everything', () => {
    const busy = setOldRule(addError(nextStep(loaded()), 'oops'), 'A=1;B=2');
    expect(resetSteps()).toEqual(EMPTY_WIZARD);
    expect(wizardReducer(busy, { type: 'resetSteps' })).toEqual({
      steps: [],
      maxStepIdx: -1,
      currentKey: null,
      currentStepCod: null,
      currentStepIdx: -1,
      oldRule: null,
      errors: [],
    });
  });
});

describe('update after a variant change', () => {
  it('keeps started and done flags of steps with the same code and stays on the current step', () => {
    const before = nextStep(nextStep(loaded())); // at 002-001, 001 group done
    const entries = [e('001'), e('001-001'), e('001-003'), e('002'), e('002-001'), e('002-002')];
    const s = updateSteps(before, entries);
    expect(flags(s)).toEqual(['001:SD', '001-001:SD', '001-003:--', '002:S-', '002-001:S-', '002-002:--']);
    expect(s.currentStepCod).toBe('002-001');
    expect(s.currentStepIdx).toBe(4);
    expect(s.maxStepIdx).toBe(5);
  });

  it('goes to index 1 when the current step disappeared', () => {
    const before = goToStep(loaded(), '003-002');
    const s = updateSteps(before, [e('001'), e('001-001'), e('002'), e('002-001')]);
    expect(s.currentStepIdx).toBe(1);
    expect(s.currentStepCod).toBe('001-001');
  });

  it('behaves as a first load when there were no steps, and empties when no steps remain', () => {
    expect(updateSteps(EMPTY_WIZARD, ENTRIES)).toEqual(loaded());
    const s = updateSteps(loaded(), [e('001')]);
    expect(s).toMatchObject({ steps: [], currentStepIdx: -1, maxStepIdx: -1, currentStepCod: null });
  });

  it('keeps errors and the old rule', () => {
    const before = setOldRule(addError(loaded(), 'Width too small'), 'W=100');
    const s = updateSteps(before, ENTRIES);
    expect(s.errors).toEqual(before.errors);
    expect(s.oldRule).toBe('W=100');
  });
});

describe('errors', () => {
  it('can be added (remembering the current step), removed by index, or cleared', () => {
    let s = addError(loaded(), 'first');
    s = addError(nextStep(s), 'second');
    s = addError(s, 'third');
    expect(s.errors).toEqual([
      { message: 'first', stepCod: '001-001' },
      { message: 'second', stepCod: '001-002' },
      { message: 'third', stepCod: '001-002' },
    ]);
    expect(removeError(s, 1).errors.map((x) => x.message)).toEqual(['first', 'third']);
    expect(clearErrors(s).errors).toEqual([]);
  });

  it('rejects an empty message and a bad index', () => {
    expect(() => addError(loaded(), '  ')).toThrow(/needs a message/);
    expect(() => removeError(loaded(), 0)).toThrow('No wizard error at index 0 (there are 0)');
    expect(() => removeError(addError(loaded(), 'x'), -1)).toThrow(/index -1/);
    expect(() => removeError(addError(loaded(), 'x'), 0.5)).toThrow(/index 0.5/);
  });
});

describe('reducer', () => {
  it('drives the whole wizard to the end through actions', () => {
    let s = wizardReducer(EMPTY_WIZARD, { type: 'load', entries: ENTRIES });
    const visited = [s.currentStepCod];
    for (let i = 0; i < 10; i++) {
      s = wizardReducer(s, { type: 'next' });
      if (visited.at(-1) !== s.currentStepCod) visited.push(s.currentStepCod);
    }
    expect(visited).toEqual(['001-001', '001-002', '002-001', '003-001', '003-002']);
    s = wizardReducer(s, { type: 'finalize' });
    expect(isWizardFinished(s)).toBe(true);
    s = wizardReducer(s, { type: 'previous' });
    expect(s.currentStepCod).toBe('003-001');
    s = wizardReducer(s, { type: 'goTo', cod: '002' });
    expect(s.currentStepCod).toBe('002-001');
    s = wizardReducer(s, { type: 'reset' });
    expect(s.currentStepIdx).toBe(1);
    s = wizardReducer(s, { type: 'setOldRule', rule: 'A=1' });
    s = wizardReducer(s, { type: 'addError', message: 'e' });
    s = wizardReducer(s, { type: 'removeError', index: 0 });
    s = wizardReducer(s, { type: 'addError', message: 'f' });
    s = wizardReducer(s, { type: 'clearErrors' });
    s = wizardReducer(s, { type: 'update', entries: ENTRIES.slice(0, 3) });
    expect(s).toMatchObject({ oldRule: 'A=1', errors: [], maxStepIdx: 2, currentStepIdx: 1 });
  });
});

describe('wizard errors from closet rules', () => {
  it('keep the rule code and the section at fault beside the message', () => {
    const fault = { section: 2, values: { width: 200, limit: 300 } };
    const state = addError(EMPTY_WIZARD, 'Section 2 is 200 mm wide', { code: 'section-too-narrow', fault });
    expect(state.errors).toEqual([
      { message: 'Section 2 is 200 mm wide', stepCod: null, code: 'section-too-narrow', fault },
    ]);
  });
});
