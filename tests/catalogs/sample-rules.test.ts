import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import {
  compileModel,
  evaluate,
  modelGroups,
  wizardStepEntries,
  type CatalogDocument,
} from '../../core/catalog';
import { closetFromRegisters } from '../../core/closet/registers';
import { validateCloset } from '../../core/closet/validate';
import { buildWizardSteps } from '../../core/closet/steps';
import { sampleCatalog } from './samples';

// Targeted checks that the sample data carries real rules, not just valid shapes.

function ruleText(doc: CatalogDocument, cod: string, lang: 'en' | 'it' | 'de'): string {
  const rule = doc.rules.find((r) => r.cod === cod);
  if (!rule) throw new Error(`No rule ${cod}`);
  return rule.local?.[lang] ?? rule.des;
}

function mainLine(result: ReturnType<typeof evaluate>) {
  const line = result.erp.find((l) => l.level === 0);
  if (!line) throw new Error('No main line');
  return line;
}

describe('KITCHEN rules', () => {
  const kitchen = sampleCatalog('KITCHEN');

  it('a glass-front wall unit replaces handle H3 and says why, in the asked language (issue 19)', () => {
    const glass = compileModel(kitchen, 'W1G');
    for (const lang of ['en', 'de'] as const) {
      const result = evaluate(glass, 'HANDLE=H3', { lang });
      expect(result.valid).toBe(true);
      expect(result.values.HANDLE).not.toBe('H3');
      expect(result.adjustments).toHaveLength(1);
      expect(result.adjustments[0]).toMatchObject({ variable: 'HANDLE', from: 'H3', rule: 'GLASS_NO_H3' });
      expect(result.adjustments[0]?.message).toContain(ruleText(kitchen, 'GLASS_NO_H3', lang));
      expect(result.adjustments[0]?.message).not.toContain('HANDLE =');
    }
    const options = evaluate(glass, '', {}).variables.HANDLE?.options?.map((o) => o.value);
    expect(options).toEqual(['H1', 'H2', 'H5']);
    // The same handle is fine on a solid wall unit.
    expect(evaluate(compileModel(kitchen, 'W1'), 'HANDLE=H3', {}).valid).toBe(true);
  });

  it('a 900 mm base unit forces two doors, with hinges and handles for both', () => {
    const result = evaluate(compileModel(kitchen, 'B1'), 'WIDTH=900;DOORS=1', {});
    expect(result.variables.DOORS).toMatchObject({ value: 2, source: 'forced' });
    expect(result.variables.HINGE?.visible).toBe(false);
    expect(result.erp.find((l) => l.cod === 'HINGE-110')?.qt).toBe(4);
    expect(result.erp.find((l) => l.cod === 'HDL-H1')?.qt).toBe(2);
    expect(result.erp.find((l) => l.cod === 'LEG-150')?.qt).toBe(6);
  });

  it('prices a 600 mm base unit at 289 EUR and 339 CHF', () => {
    const base = compileModel(kitchen, 'B1');
    expect(mainLine(evaluate(base, 'WIDTH=600', { priceList: 'RETAIL-EUR' })).punit).toBe('289.00');
    expect(mainLine(evaluate(base, 'WIDTH=600', { priceList: 'RETAIL-CHF' })).punit).toBe('339.00');
  });

  it('prices a 2350 mm worktop per metre exactly', () => {
    const worktop = compileModel(kitchen, 'WT');
    for (const list of kitchen.priceLists) {
      const line = mainLine(
        evaluate(worktop, 'WTMAT=LAM;LENGTH=2350;WTTHICK=40;WTDEPTH=600', { priceList: list.cod }),
      );
      expect(line.cod).toBe('WT-LAM-40-600');
      const perMetre = list.tables.find((t) => t.article === 'WT-LAM-40-600')?.bands[0]?.price ?? 'missing';
      expect(line.punit).toBe(new Big(perMetre).times(2.35).toFixed(2));
    }
    expect(mainLine(evaluate(worktop, 'LENGTH=2350', { priceList: 'RETAIL-EUR' })).punit).toBe('303.15');
  });

  it('a sink base narrower than 600 mm is reported with the localised message', () => {
    const result = evaluate(compileModel(kitchen, 'B1S'), 'WIDTH=500', { lang: 'it' });
    expect(result.violations).toEqual([
      expect.objectContaining({
        code: 'VALIDATION',
        message: 'Una base lavello deve essere larga almeno 600 mm',
      }),
    ]);
  });

  it('limits quartz worktops to one 3200 mm slab and keeps undermount sinks off laminate', () => {
    const worktop = compileModel(kitchen, 'WT');
    const quartz = evaluate(worktop, 'WTMAT=QTZ;WTDECOR=QC;WTTHICK=30;LENGTH=3500', {});
    expect(quartz.adjustments.map((a) => [a.variable, a.from, a.rule])).toEqual([
      ['LENGTH', 3500, 'WT_QTZ_LENGTH'],
    ]);
    expect(quartz.values.LENGTH).toBeLessThanOrEqual(3200);
    const laminate = evaluate(worktop, 'WTMAT=LAM;SINKCUT=UNDER', {});
    expect(laminate.adjustments.map((a) => [a.variable, a.from, a.rule])).toEqual([
      ['SINKCUT', 'UNDER', 'WT_UNDERMOUNT'],
    ]);
    // Switching material moves a defaulted decor and thickness onto the material's own values.
    const oak = evaluate(worktop, 'WTMAT=OAK', {});
    expect([oak.values.WTDECOR, oak.values.WTTHICK, oak.valid]).toEqual(['OA', 40, true]);
  });

  it('adds finish surcharges in percent of the width-banded list price to the main line', () => {
    const base = compileModel(kitchen, 'B1');
    const listed = kitchen.priceLists[0]?.extras.find((x) => x.model === 'B1' && x.value === 'F05');
    expect(listed).toMatchObject({ mode: 'percent', percent: '28' });
    for (const width of [600, 900]) {
      for (const priceList of ['RETAIL-EUR', 'RETAIL-CHF']) {
        const white = new Big(mainLine(evaluate(base, `WIDTH=${width};FRONT=F01`, { priceList })).punit);
        const oak = mainLine(evaluate(base, `WIDTH=${width};FRONT=F05`, { priceList })).punit;
        expect(oak).toBe(white.times('1.28').round(2, Big.roundHalfUp).toFixed(2));
      }
    }
    // 289.00 + 28 % = 369.92 at 600 mm
    expect(mainLine(evaluate(base, 'WIDTH=600;FRONT=F05', {})).punit).toBe('369.92');
  });

  it('names the base unit groups (SIZE, FRONT ...) in the asked language', () => {
    const groups = modelGroups(compileModel(kitchen, 'B1'), 'it');
    expect(groups.map((g) => [g.cod, g.des])).toEqual([
      ['SIZE', 'Misure'],
      ['FRONT', 'Frontale'],
      ['CARCASS', 'Struttura'],
      ['HANDLE', 'Maniglia'],
      ['INTERIOR', 'Interno'],
    ]);
  });
});

describe('CLOSET wardrobe system', () => {
  const closet = sampleCatalog('CLOSET');

  it('groups every wardrobe variable into a wizard sub step of Structure, Interior or Fronts', () => {
    const groups = closet.variables.map((v) => v.group ?? '');
    for (const group of groups) expect(group).toMatch(/^00[123]-\d{3}$/);
    const steps = buildWizardSteps(wizardStepEntries(compileModel(closet, 'WARDROBE')));
    expect(steps.map((s) => s.cod)).toEqual([
      '001',
      '001-001',
      '001-002',
      '002',
      '002-001',
      '002-002',
      '002-003',
      '002-004',
      '003',
      '003-001',
      '003-002',
      '003-003',
    ]);
    const named = modelGroups(compileModel(closet, 'WARDROBE'), 'it');
    expect(named.filter((g) => g.parent === undefined).map((g) => `${g.cod} ${g.des}`)).toEqual([
      '001 Struttura',
      '002 Interno',
      '003 Frontali',
    ]);
    expect(named.find((g) => g.cod === '002-003')?.des).toBe('Cassetti');
    expect(steps.find((s) => s.cod === '003-003')?.key).toBe('doorFinish');
  });

  it.each([
    ['WARDROBE', ''],
    ['WARDROBE', 'WIDTH=4000;SECTIONS=5;SHELVES=6;DRAWERS=4;RAILS=0;HEIGHT=2800'],
    ['WARDROBE', 'WIDTH=4000;SECTIONS=6;SHELVES=6;DRAWERS=4;RAILS=0;HEIGHT=2800'],
    ['WARDROBE', 'WIDTH=2400;SECTIONS=6;RAILS=6;DRAWERS=4'],
    ['WALKIN', 'WIDTH=1800;SECTIONS=6'],
    ['WARDROBE', 'WIDTH=700;HEIGHT=1800'],
    ['WARDROBE-SL', ''],
    ['WARDROBE-SL', 'WIDTH=4000;SECTIONS=4'],
    ['WALKIN', ''],
    ...closet.galleries.map((g) => [g.model, g.variants] as [string, string]),
  ])('%s %s writes closet registers that the closet tool reads back as a valid closet', (model, variants) => {
    const result = evaluate(compileModel(closet, model), variants, {});
    expect(result.violations).toEqual([]);
    const built = closetFromRegisters(result.registers);
    expect(validateCloset(built).map((p) => p.message)).toEqual([]);
    expect(built.structure).toMatchObject({
      width: result.values.WIDTH,
      height: result.values.HEIGHT,
      depth: result.values.DEPTH,
    });
    expect(built.dividers).toHaveLength((result.values.SECTIONS as number) - 1);
    expect(built.items.filter((i) => i.type === 'drawer')).toHaveLength(result.values.DRAWERS as number);
    expect(built.items.filter((i) => i.type === 'rail')).toHaveLength(result.values.RAILS as number);
  });

  it('writes the default wardrobe registers in the closet formats', () => {
    const { registers } = evaluate(compileModel(closet, 'WARDROBE'), '', {});
    expect(registers.CLOSETSTRUCT).toBe('W=2400;H=2360;D=600;PLACE=3');
    expect(registers.CLOSETDIV).toBe('800,1600');
    expect(registers.CLOSETAREAS).toBe('1:HINGED/2;2:HINGED/2;3:HINGED/2');
    expect(registers.CLITEMS?.startsWith('SHELF,1,1924,18;RAIL,1,1854,40;SHELF,2,1924,18')).toBe(true);
  });

  it('builds six sections (the bench closet) and refuses a seventh with the catalogue message', () => {
    const six = evaluate(compileModel(closet, 'WARDROBE'), 'WIDTH=3600;SECTIONS=6;RAILS=6', {});
    expect(six.violations).toEqual([]);
    expect(six.values.SECTIONS).toBe(6);
    expect(six.registers.CLOSETDIV).toBe('600,1200,1800,2400,3000');
    expect(six.registers.CLOSETAREAS).toBe(
      '1:HINGED/1;2:HINGED/1;3:HINGED/1;4:HINGED/1;5:HINGED/1;6:HINGED/1',
    );
    expect(six.registers.CLITEMS).toContain('SHELF,6,1924,18;RAIL,6,1854,40;DRAWER,6,0,200');
    expect(six.erp.find((l) => l.cod === 'CL-DIVIDER')?.qt).toBe(5);
    expect(six.erp.find((l) => l.cod === 'CL-RAIL')?.qt).toBe(6);
    // Sections stay 300 to 1,200 mm wide: six need 1,800 mm.
    const narrow = evaluate(compileModel(closet, 'WARDROBE'), 'WIDTH=1700;SECTIONS=6', {});
    expect(narrow.values.SECTIONS).not.toBe(6);
    expect(() => evaluate(compileModel(closet, 'WARDROBE'), 'WIDTH=4000;SECTIONS=7', { lang: 'de' })).toThrow(
      'Fächer muss zwischen 1 und 6 liegen (“7”)',
    );
  });

  it('covers a sliding wardrobe with one merged area and enough panels', () => {
    const result = evaluate(compileModel(closet, 'WARDROBE-SL'), 'WIDTH=3600;SECTIONS=3', {});
    expect(result.registers.CLOSETAREAS).toBe('1-3:SLIDING/3');
    expect(result.values.HANDLE).toBe('CH4');
    expect(result.erp.find((l) => l.cod === 'CL-SLIDE')?.qt).toBe(3);
  });

  it('refuses sliding doors on a shallow carcass with the catalogue message', () => {
    const result = evaluate(compileModel(closet, 'WARDROBE-SL'), 'DEPTH=550', { lang: 'de' });
    expect(result.violations.map((v) => v.message)).toEqual([
      'Schiebetüren brauchen mindestens 600 mm Tiefe',
    ]);
  });
});

describe('DOORS and WINDOWS rules', () => {
  it('triple glazing requires frame depth 78', () => {
    const windows = sampleCatalog('WINDOWS');
    const window = compileModel(windows, 'WINDOW');
    const shallow = evaluate(window, 'GLAZING=TRIPLE;FRAMEDEPTH=70', {});
    expect(shallow.violations.map((v) => v.message)).toEqual(['Triple glazing requires frame depth 78']);
    const chosen = evaluate(window, 'GLAZING=TRIPLE', {});
    expect([chosen.values.FRAMEDEPTH, chosen.valid]).toEqual([78, true]);
  });

  it('prices a window by its width x height matrix, with a surcharge for large sashes', () => {
    const window = compileModel(sampleCatalog('WINDOWS'), 'WINDOW');
    const punit = (variant: string) => mainLine(evaluate(window, variant, {})).punit;
    expect(punit('WIDTH=1200;HEIGHT=1400')).toBe('344.00'); // 249 + 95
    expect(punit('WIDTH=1210;HEIGHT=1400')).toBe('374.00'); // next width band 279 + 95
    expect(punit('WIDTH=1800;HEIGHT=2000')).toBe('544.00'); // 339 + 170 + 35 reinforcement
    expect(punit('WIDTH=1400;HEIGHT=2000')).toBe('449.00'); // 279 + 170: not wider than 1400
    expect(punit('WIDTH=1500;HEIGHT=1500')).toBe('404.00'); // 309 + 95: not taller than 1500
  });

  it('splits wide windows into more sashes and prices the glass per square metre', () => {
    const window = compileModel(sampleCatalog('WINDOWS'), 'WINDOW');
    const result = evaluate(window, 'WIDTH=2400;HEIGHT=1500', {});
    expect(result.values.SASHES).toBe(2);
    expect(result.erp.find((l) => l.cod === 'GL-DOUBLE')?.qt).toBe(3.6);
    const narrow = evaluate(window, 'WIDTH=2400;HEIGHT=1000;SASHES=1', {});
    expect(narrow.adjustments.map((a) => [a.variable, a.rule])).toEqual([['SASHES', 'SASH_WIDTH']]);
    expect(narrow.values.SASHES).toBe(2);
  });

  it('a bathroom door with a privacy lock refuses clear glass', () => {
    const door = compileModel(sampleCatalog('DOORS'), 'INTDOOR');
    const result = evaluate(door, 'STYLE=GLAZED;GLASS=CLEAR;LOCK=WC', {});
    expect(result.adjustments.map((a) => [a.variable, a.from, a.rule])).toEqual([
      ['GLASS', 'CLEAR', 'WC_NO_CLEAR'],
    ]);
    expect(result.values.GLASS).not.toBe('CLEAR');
    expect(evaluate(door, 'HEIGHT=2400', {}).erp.find((l) => l.cod === 'DR-HINGE')?.qt).toBe(3);
  });
});

describe('a wardrobe back on hinged doors (issue 19)', () => {
  it('drops its mirror panels and sliding-door profile for allowed values, and says why', () => {
    const wardrobe = compileModel(sampleCatalog('CLOSET'), 'WARDROBE');
    const sliding = evaluate(wardrobe, 'FRONTTYPE=SLIDING;DEPTH=650;FINISH=MIR;HANDLE=CH4', { lang: 'de' });
    expect([sliding.valid, sliding.adjustments]).toEqual([true, []]);
    const hinged = evaluate(wardrobe, sliding.choices.replace('FRONTTYPE=SLIDING', 'FRONTTYPE=HINGED'), {
      lang: 'de',
    });
    expect(hinged.values.FINISH).not.toBe('MIR');
    expect(hinged.values.HANDLE).not.toBe('CH4');
    expect(hinged.adjustments.map((a) => [a.variable, a.from, a.rule])).toEqual([
      ['HANDLE', 'CH4', 'HINGED_HANDLE'],
      ['FINISH', 'MIR', 'MIRROR_SLIDING'],
    ]);
    expect(hinged.adjustments.map((a) => a.reason)).toEqual([
      'Das integrierte Profil gibt es nur für Schiebetüren',
      'Spiegelfüllungen gibt es nur für Schiebetüren',
    ]);
    expect(hinged.choices).not.toMatch(/MIR|CH4/);
    expect(hinged.erp.map((l) => l.cod).join(' ')).not.toMatch(/MIR|CH4/);
  });
});

describe('a lift-and-slide window (OPENING=SLIDE)', () => {
  const window = compileModel(sampleCatalog('WINDOWS'), 'WINDOW');

  it('is built with 2 sashes from 800 mm wide: one fitting, one handle, no mullion', () => {
    const result = evaluate(window, 'WIDTH=1600;HEIGHT=1400;SASHES=2;OPENING=SLIDE', {});
    expect([result.valid, result.adjustments]).toEqual([true, []]);
    expect(result.geometry?.params.OPENTYPE).toBe(4);
    const line = (cod: string) => result.erp.find((l) => l.cod === cod);
    expect(line('HW-SLIDE')?.qt).toBe(1);
    expect(line('HW-SLIDE')?.punit).toBe('95.00');
    expect(line('MULLION')).toBeUndefined();
    expect(line('WH-WH1')?.qt).toBe(1);
  });

  it('is not offered with 1 or 3 sashes or under 800 mm wide, and says why in each language', () => {
    for (const variant of ['WIDTH=1200;SASHES=1', 'WIDTH=1800;SASHES=3']) {
      const result = evaluate(window, `${variant};OPENING=SLIDE`, { lang: 'de' });
      expect(result.values.OPENING).not.toBe('SLIDE');
      expect(result.adjustments.map((a) => [a.variable, a.rule, a.reason])).toEqual([
        ['OPENING', 'SLIDE_SIZE', 'Hebe-Schiebe braucht 2 Flügel und mindestens 800 mm Breite'],
      ]);
    }
  });
});
