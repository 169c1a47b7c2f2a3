import { describe, expect, it } from 'vitest';
import { buildWizardSteps, CLOSET_STEP_CATALOGUE, isMainCode, mainCodeOf } from './steps';

const e = (cod: string) => ({ cod, key: `k${cod}` });
const cods = (entries: { cod: string }[]) => entries.map((s) => s.cod);

describe('step codes', () => {
  it('tells main from sub codes', () => {
    expect(isMainCode('001')).toBe(true);
    expect(isMainCode('001-002')).toBe(false);
    expect(mainCodeOf('001')).toBe('001');
    expect(mainCodeOf('001-002')).toBe('001');
  });

  it('rejects malformed codes clearly', () => {
    expect(() => mainCodeOf('abc')).toThrow(/Step code "abc" is neither/);
    expect(() => mainCodeOf('001-')).toThrow(/neither/);
    expect(() => mainCodeOf('')).toThrow(/neither/);
  });
});

describe('buildWizardSteps', () => {
  it('puts each main step before its sub steps, whatever order the entries come in', () => {
    const steps = buildWizardSteps([e('001'), e('002-001'), e('001-001'), e('002'), e('001-002')]);
    expect(cods(steps)).toEqual(['001', '001-001', '001-002', '002', '002-001']);
    expect(steps.every((s) => !s.started && !s.done)).toBe(true);
    expect(steps[1]?.key).toBe('k001-001');
  });

  it('keeps the main steps in the order given, not sorted', () => {
    expect(cods(buildWizardSteps([e('002'), e('002-001'), e('001'), e('001-001')]))).toEqual([
      '002',
      '002-001',
      '001',
      '001-001',
    ]);
  });

  it('drops main steps without sub steps', () => {
    expect(cods(buildWizardSteps([e('001'), e('002'), e('002-001'), e('003')]))).toEqual(['002', '002-001']);
    expect(buildWizardSteps([e('001')])).toEqual([]);
    expect(buildWizardSteps([])).toEqual([]);
  });

  it('rejects duplicates and sub steps without a main step', () => {
    expect(() => buildWizardSteps([e('001'), e('001-001'), e('001-001')])).toThrow(/"001-001" appears twice/);
    expect(() => buildWizardSteps([e('001'), e('001-001'), e('002-001')])).toThrow(
      /Sub step "002-001" has no main step "002"/,
    );
  });

  it('the default closet catalogue is well formed and every main step has sub steps', () => {
    expect(buildWizardSteps(CLOSET_STEP_CATALOGUE)).toHaveLength(CLOSET_STEP_CATALOGUE.length);
  });
});
