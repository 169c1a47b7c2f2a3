import { describe, expect, it } from 'vitest';
import { buildWizardSteps } from '../closet/steps';
import { compileModel } from './compile';
import { kitchenCatalog } from './fixtures/kitchen';
import { modelGroups, wizardStepEntries } from './groups';
import type { CatalogDocumentInput } from './schema';

const T = (des: string, it: string) => ({ des, local: { en: des, it } });
/** The fixture with wizard-like groups: 001 (001-001, 001-002) and 002 (002-001), listed out of order. */
const withSteps = (change?: (d: CatalogDocumentInput) => void) =>
  kitchenCatalog((d) => {
    d.groups = [
      { cod: '002', ...T('Fronts', 'Frontali'), key: 'fronts', order: 2 },
      { cod: '001', ...T('Structure', 'Struttura'), key: 'structure', order: 1 },
      { cod: '001-002', ...T('Shelves', 'Ripiani'), parent: '001', order: 2 },
      { cod: '001-001', ...T('Dimensions', 'Dimensioni'), key: 'dimensions', parent: '001', order: 1 },
      { cod: '002-001', ...T('Finish', 'Finitura'), parent: '002' },
      { cod: '009', ...T('Unused', 'Inutilizzato') },
    ];
    const group = (cod: string, g: string) => (d.variables!.find((v) => v.cod === cod)!.group = g);
    for (const v of d.variables!) delete v.group;
    group('WIDTH', '001-001');
    group('HEIGHT', '001-001');
    group('SHELVES', '001-002');
    group('FINISH', '002-001');
    group('LENGTH', '002-001');
    change?.(d);
  });

describe('modelGroups', () => {
  it('lists the used groups in order, each main group followed by its sub groups, localised', () => {
    const groups = modelGroups(compileModel(withSteps(), 'BASE'), 'it');
    expect(groups.map((g) => [g.cod, g.des, g.key, g.variables])).toEqual([
      ['001', 'Struttura', 'structure', []],
      ['001-001', 'Dimensioni', 'dimensions', ['WIDTH', 'HEIGHT']],
      ['001-002', 'Ripiani', '001-002', ['SHELVES']],
      ['002', 'Frontali', 'fronts', []],
      ['002-001', 'Finitura', '002-001', ['FINISH']],
    ]);
    expect(groups[1]?.parent).toBe('001');
  });

  it("leaves out groups the model's variables do not use", () => {
    // WORKTOP has LENGTH and FINISH only: nothing of 001.
    expect(modelGroups(compileModel(withSteps(), 'WORKTOP')).map((g) => g.cod)).toEqual(['002', '002-001']);
  });

  it('lists flat groups (no parent) by order, then catalogue order', () => {
    const doc = withSteps((d) => {
      d.groups = [
        { cod: 'FRONT', ...T('Front', 'Frontale') },
        { cod: 'SIZE', ...T('Size', 'Misure'), order: -1 },
      ];
      for (const v of d.variables!)
        v.group = v.cod === 'WIDTH' ? 'SIZE' : v.cod === 'FRONT' ? 'FRONT' : undefined;
    });
    expect(modelGroups(compileModel(doc, 'BASE'), 'en').map((g) => [g.cod, g.des])).toEqual([
      ['SIZE', 'Size'],
      ['FRONT', 'Front'],
    ]);
  });

  it('refuses a variable group that is not declared, an unknown or nested parent, a duplicate', () => {
    expect(() => withSteps((d) => (d.variables![0]!.group = '007'))).toThrowError(/group "007" is not in/);
    expect(() => withSteps((d) => d.groups!.push({ cod: '003-001', parent: '003' }))).toThrowError(
      /unknown parent "003"/,
    );
    expect(() => withSteps((d) => d.groups!.push({ cod: 'X', parent: '001-001' }))).toThrowError(
      /is itself a sub group/,
    );
    expect(() => withSteps((d) => d.groups!.push({ cod: '001' }))).toThrowError(
      /Group "001" is defined twice/,
    );
  });
});

describe('wizardStepEntries', () => {
  it('gives core/closet buildWizardSteps its (cod, key) entries', () => {
    const steps = buildWizardSteps(wizardStepEntries(compileModel(withSteps(), 'BASE')));
    expect(steps.map((s) => `${s.cod}:${s.key}`)).toEqual([
      '001:structure',
      '001-001:dimensions',
      '001-002:001-002',
      '002:fronts',
      '002-001:002-001',
    ]);
    expect(steps.every((s) => !s.started && !s.done)).toBe(true);
  });
});
