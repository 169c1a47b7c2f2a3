import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  closetFromRegisters,
  closetToRegisters,
  formatAreasRegister,
  formatDividersRegister,
  formatItemsRegister,
  formatStructRegister,
  parseAreasRegister,
  parseDividersRegister,
  parseItemsRegister,
  parseStructRegister,
} from './registers';
import { CLOSET_ITEM_TYPES, CLOSET_PLACEMENT_IDS, type ClosetFrontal, type ClosetMerge } from './model';

describe('CLOSETSTRUCT', () => {
  it('parses the documented example', () => {
    expect(parseStructRegister('W=2400;H=2500;D=600;PLACE=3')).toEqual({
      width: 2400,
      height: 2500,
      depth: 600,
      placement: 3,
    });
  });

  it('accepts keys in any order, any case, with spaces', () => {
    expect(parseStructRegister(' place = 8 ; d=500;h=2000; w = 1000 ')).toEqual({
      width: 1000,
      height: 2000,
      depth: 500,
      placement: 8,
    });
  });

  it.each([
    ['W=2400;H=2500;D=600', /missing key 'PLACE'/],
    ['W=2400;H=2500;D=600;PLACE=4', /PLACE|placement|Invalid/i],
    ['W=2400;W=2400;H=2500;D=600;PLACE=3', /given twice/],
    ['W=2400;H=2500;D=600;PLACE=3;X=1', /unknown key 'X'/],
    ['W=24.5;H=2500;D=600;PLACE=3', /not a whole number/],
    ['W=2400;H2500;D=600;PLACE=3', /not KEY=VALUE/],
    ['W=100;H=2500;D=600;PLACE=3', /width/],
    ['', /missing key/],
  ])('rejects %s', (text, message) => {
    expect(() => parseStructRegister(text)).toThrow(message);
  });
});

describe('CLOSETDIV', () => {
  it('parses positions and the empty register', () => {
    expect(parseDividersRegister('800,1600')).toEqual([800, 1600]);
    expect(parseDividersRegister(' 800 , 1600 ')).toEqual([800, 1600]);
    expect(parseDividersRegister('')).toEqual([]);
  });

  it('rejects unordered, duplicate or non-numeric positions', () => {
    expect(() => parseDividersRegister('1600,800')).toThrow(/ascending/);
    expect(() => parseDividersRegister('800,800')).toThrow(/ascending/);
    expect(() => parseDividersRegister('800,abc')).toThrow(/'abc' is not a whole number/);
    expect(() => parseDividersRegister('800,,1600')).toThrow(/not a whole number/);
  });
});

describe('CLITEMS', () => {
  it('splits shelves from accessories', () => {
    expect(parseItemsRegister('SHELF,1,1200,18;DRAWER,1,0,200;RAIL,2,1800,40;shoerack,3,0,150')).toEqual({
      shelves: [{ section: 1, y: 1200, thickness: 18 }],
      items: [
        { type: 'drawer', section: 1, y: 0, height: 200 },
        { type: 'rail', section: 2, y: 1800, height: 40 },
        { type: 'shoe-rack', section: 3, y: 0, height: 150 },
      ],
    });
    expect(parseItemsRegister('')).toEqual({ items: [], shelves: [] });
  });

  it('rejects unknown types, wrong field counts and bad numbers', () => {
    expect(() => parseItemsRegister('LAMP,1,0,10')).toThrow(/unknown item type 'LAMP'/);
    expect(() => parseItemsRegister('DRAWER,1,0')).toThrow(/TYPE,SECTION,Y,HEIGHT/);
    expect(() => parseItemsRegister('DRAWER,0,0,200')).toThrow(/section/);
    expect(() => parseItemsRegister('DRAWER,1,0,0')).toThrow(/height/);
    expect(() => parseItemsRegister('SHELF,1,-5,18')).toThrow(/not a whole number/);
  });
});

describe('CLOSETAREAS', () => {
  it('parses merges and frontals', () => {
    expect(parseAreasRegister('1-2:SLIDING/2;3:HINGED/1;4:NONE')).toEqual({
      merges: [{ from: 1, to: 2 }],
      frontals: [
        { type: 'sliding', from: 1, to: 2, panels: 2 },
        { type: 'hinged', from: 3, to: 3, panels: 1 },
      ],
    });
    expect(parseAreasRegister(' 2 - 3 : hinged / 2 ')).toEqual({
      merges: [{ from: 2, to: 3 }],
      frontals: [{ type: 'hinged', from: 2, to: 3, panels: 2 }],
    });
    expect(parseAreasRegister('')).toEqual({ merges: [], frontals: [] });
  });

  it('rejects overlapping, descending and malformed entries', () => {
    expect(() => parseAreasRegister('1-2:NONE;2:NONE')).toThrow(/ascend without overlapping/);
    expect(() => parseAreasRegister('3:NONE;1:NONE')).toThrow(/ascend/);
    expect(() => parseAreasRegister('3-1:NONE')).toThrow(/ends before it starts/);
    expect(() => parseAreasRegister('0:NONE')).toThrow(/start at 1/);
    expect(() => parseAreasRegister('1:HINGED/0')).toThrow(/at least one panel/);
    expect(() => parseAreasRegister('1:FLAP/1')).toThrow(/FROM-TO:FRONTAL/);
    expect(() => parseAreasRegister('1:HINGED')).toThrow(/FROM-TO:FRONTAL/);
  });

  it('formats every area, including those without doors', () => {
    const text = formatAreasRegister(
      { merges: [{ from: 2, to: 3 }], frontals: [{ type: 'hinged', from: 2, to: 3, panels: 2 }] },
      4,
    );
    expect(text).toBe('1:NONE;2-3:HINGED/2;4:NONE');
  });
});

/** Non-overlapping ascending areas over `n` sections, some merged, some with doors. */
const areaSettings = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc
    .array(
      fc.record({ span: fc.integer({ min: 1, max: 3 }), door: fc.constantFrom('none', 'hinged', 'sliding') }),
      {
        minLength: 1,
        maxLength: n,
      },
    )
    .chain((areas) =>
      fc
        .array(fc.integer({ min: 1, max: 4 }), { minLength: areas.length, maxLength: areas.length })
        .map((panels) => {
          const merges: ClosetMerge[] = [];
          const frontals: ClosetFrontal[] = [];
          let from = 1;
          areas.forEach((a, i) => {
            const to = from + a.span - 1;
            if (to > from) merges.push({ from, to });
            if (a.door !== 'none')
              frontals.push({ type: a.door as 'hinged' | 'sliding', from, to, panels: panels[i] ?? 1 });
            from = to + 1;
          });
          return { settings: { merges, frontals }, sections: from - 1 };
        }),
    ),
);

describe('round trips', () => {
  it('structure', () => {
    fc.assert(
      fc.property(
        fc.record({
          width: fc.integer({ min: 300, max: 6000 }),
          height: fc.integer({ min: 300, max: 3000 }),
          depth: fc.integer({ min: 200, max: 1000 }),
          placement: fc.constantFrom(...CLOSET_PLACEMENT_IDS),
        }),
        (s) => {
          expect(parseStructRegister(formatStructRegister(s))).toEqual(s);
        },
      ),
    );
  });

  it('dividers', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 6000 }), { maxLength: 10 }), (raw) => {
        const xs = [...raw].sort((a, b) => a - b);
        expect(parseDividersRegister(formatDividersRegister(xs))).toEqual(xs);
      }),
    );
  });

  it('items and shelves', () => {
    const shelf = fc.record({
      section: fc.integer({ min: 1, max: 9 }),
      y: fc.integer({ min: 0, max: 3000 }),
      thickness: fc.integer({ min: 1, max: 50 }),
    });
    const item = fc.record({
      type: fc.constantFrom(...CLOSET_ITEM_TYPES),
      section: fc.integer({ min: 1, max: 9 }),
      y: fc.integer({ min: 0, max: 3000 }),
      height: fc.integer({ min: 1, max: 800 }),
    });
    fc.assert(
      fc.property(fc.array(shelf, { maxLength: 6 }), fc.array(item, { maxLength: 6 }), (shelves, items) => {
        expect(parseItemsRegister(formatItemsRegister({ items, shelves }))).toEqual({ items, shelves });
      }),
    );
  });

  it('areas', () => {
    fc.assert(
      fc.property(areaSettings, ({ settings, sections }) => {
        expect(parseAreasRegister(formatAreasRegister(settings, sections))).toEqual(settings);
      }),
    );
  });

  it('a whole model through all four registers', () => {
    const registers = {
      CLOSETSTRUCT: 'W=2400;H=2500;D=600;PLACE=1',
      CLOSETDIV: '800,1600',
      CLITEMS: 'SHELF,1,1200,18;DRAWER,1,0,200;RAIL,2,1800,40',
      CLOSETAREAS: '1:HINGED/2;2-3:SLIDING/2',
    };
    const model = closetFromRegisters(registers);
    expect(model.structure.placement).toBe(1);
    expect(model.dividers).toEqual([800, 1600]);
    expect(model.externalDivision).toEqual([]);
    expect(closetToRegisters(model)).toEqual(registers);
  });

  it('defaults missing optional registers to empty and requires CLOSETSTRUCT', () => {
    const model = closetFromRegisters({ CLOSETSTRUCT: 'W=600;H=2000;D=500;PLACE=3' });
    expect(model).toMatchObject({ dividers: [], items: [], shelves: [], merges: [], frontals: [] });
    expect(closetToRegisters(model).CLOSETAREAS).toBe('1:NONE');
    expect(() => closetFromRegisters({ CLOSETDIV: '800' })).toThrow(/CLOSETSTRUCT register is missing/);
  });
});
