// Kitchen models: variables in display order, rules, defaults, limits and geometry.
import { T, header } from './lib.mjs';

// ---- models ----
const hdr = (cod, fields, withWidth = true) =>
  header(`${cod}_HEADER`, withWidth ? `'${cod}-' + WIDTH` : `'${cod}'`, `'${cod}'`, [`'${cod}'`, ...fields]);
export const headers = [];
const M = (cod, t, vars, ruleCods, o = {}) => {
  const h = hdr(cod, o.headerFields ?? ['WIDTH', 'FRONT'], o.headerWidth ?? vars.includes('WIDTH'));
  headers.push(h);
  const { headerFields: _a, headerWidth: _b, ...rest } = o;
  return {
    cod,
    ...t,
    variables: vars,
    rules: [...ruleCods, h.cod],
    ...rest,
  };
};
// Default elevations (mm above the floor) of units that do not stand on it: wall units hang with
// their bottom at 1450, the worktop lies on 870 mm base units, the cornice tops the tall units.
const WALL_UNIT_ELEVATION = '1450';
const WORKTOP_ELEVATION = '870';
const CORNICE_ELEVATION = '2170';

// How a unit looks is data the 'cabinet' family reads (renderer/scene/parts/furniture.ts): its
// fronts as rows from the bottom of the body up, the handle's kind, which variable finishes which
// surface, and numbers: BASE (plinth height), HUNG (handles low), SHELVES.
const HANDLE_KIND =
  "HANDLE == 'H2' ? 'knob' : HANDLE == 'H3' ? 'gola' : HANDLE == 'H4' ? 'edge' : HANDLE == 'H5' ? 'none' : 'bar'";
const UNIT_FINISHES = { carcass: 'CARCASS', front: 'FRONT', handle: 'HFIN' };
const cabinet = (fronts, params = {}) => ({
  build: 'cabinet',
  finishes: UNIT_FINISHES,
  handle: HANDLE_KIND,
  fronts,
  params,
});
const row = (kind, o = {}) => ({ kind: `'${kind}'`, ...o });
const baseGeo = (fronts, params = {}) => ({
  width: 'WIDTH',
  height: '720 + PLINTH_H',
  depth: '580',
  ...cabinet(fronts, { BASE: 'PLINTH_H', ...params }),
});
const tallGeo = (fronts) => ({
  width: 'WIDTH',
  height: 'HTALL + PLINTH_H',
  depth: '580',
  ...cabinet(fronts, { BASE: 'PLINTH_H' }),
});
// Doors side by side, as many as DOORS; a single door hinged on the side HINGE says.
const DOOR_ROW = row('door', { columns: 'DOORS', hinge: "DOORS == 1 ? HINGE : ''" });
// A flat board the size of the item ('panel' family): plinths, cornices, end panels.
const panel = (face, params = {}) => ({ build: 'panel', finishes: { face }, params });
const FR = ['FRONT', 'CARCASS', 'HANDLE', 'HFIN'];
const DOOR_RULES = ['WIDE_TWO_DOORS', 'NARROW_ONE_DOOR', 'EDGE_NO_CHROME'];
const HANDLE_LINES = ['DOOR_HANDLES', 'GOLA', 'PUSH_LATCHES'];

export const models = [
  M(
    'B1',
    T('Base unit with doors', 'Base con ante', 'Unterschrank mit Türen'),
    ['WIDTH', 'DOORS', 'HINGE', ...FR, 'SHELVES', 'PLINTH_H'],
    [...DOOR_RULES, 'HINGES', ...HANDLE_LINES, 'BASE_SHELVES', 'LEGS'],
    {
      fldef: true,
      headerFields: ['WIDTH', 'DOORS', 'FRONT', 'HANDLE'],
      geometry: baseGeo([DOOR_ROW], { DOORS: 'DOORS', SHELVES: 'SHELVES' }),
    },
  ),
  M(
    'B1S',
    T('Sink base unit', 'Base lavello', 'Spülenunterschrank'),
    ['WIDTH', 'DOORS', 'HINGE', ...FR, 'PLINTH_H', 'SINKMAT', 'WASTE'],
    [
      ...DOOR_RULES,
      'WASTE_W3_WIDTH',
      'SINK_MIN_WIDTH',
      'HINGES',
      ...HANDLE_LINES,
      'LEGS',
      'SINK_MAT',
      'WASTE_BINS',
    ],
    {
      defaultvariants: 'WIDTH=800',
      datalimits: { WIDTH: { min: 450 } },
      headerFields: ['WIDTH', 'DOORS', 'FRONT', 'WASTE'],
      // No top board: the sink's bowl hangs into the unit from the worktop's cut.
      geometry: baseGeo([DOOR_ROW], { DOORS: 'DOORS', OPEN_TOP: '1' }),
    },
  ),
  M(
    'B3D',
    T('Drawer base unit', 'Base cassettiera', 'Schubkastenunterschrank'),
    ['WIDTH', 'DRAWERS', ...FR, 'RUNNER', 'ORGANISER', 'PLINTH_H'],
    [
      'EDGE_NO_CHROME',
      'PUSH_RUNNERS',
      'ORGANISER_WIDTH',
      'DRAWER_BOXES',
      'DRAWER_HANDLES',
      'GOLA_DRAWERS',
      'ORGANISER_LINE',
      'LEGS',
    ],
    {
      headerFields: ['WIDTH', 'DRAWERS', 'FRONT', 'RUNNER'],
      // Drawers stacked, the top one shallower (22 % of the body) as kitchens make them.
      geometry: baseGeo(
        [
          row('drawer', { repeat: 'DRAWERS - 1' }),
          row('drawer', { height: 'DRAWERS > 1 ? 0.22 * 720 : 720' }),
        ],
        { DRAWERS: 'DRAWERS' },
      ),
    },
  ),
  M(
    'BC',
    T('Corner base unit', 'Base ad angolo', 'Eckunterschrank'),
    ['WIDTH', 'BLIND', 'DOORS', ...FR, 'CAROUSEL', 'PLINTH_H'],
    ['EDGE_NO_CHROME', 'CORNER_FITTING_WIDTH', 'HINGES_CORNER', ...HANDLE_LINES, 'CORNER_FITTING', 'LEGS'],
    {
      forcedvariants: 'DOORS=1',
      defaultvariants: 'WIDTH=1000',
      datalimits: { WIDTH: { min: 900 } },
      headerFields: ['WIDTH', 'BLIND', 'CAROUSEL', 'FRONT'],
      // The blind part runs behind the neighbouring unit: only the door (up to 600 mm) shows.
      geometry: baseGeo([
        row('door', {
          from: "BLIND == 'L' ? WIDTH - min(600, WIDTH / 2) : 0",
          to: "BLIND == 'L' ? WIDTH : min(600, WIDTH / 2)",
          hinge: "BLIND == 'L' ? 'R' : 'L'",
        }),
      ]),
    },
  ),
  M(
    'BO',
    T('Base unit for built-in oven', 'Base per forno da incasso', 'Herdumbauschrank'),
    ['WIDTH', ...FR, 'RUNNER', 'PLINTH_H'],
    ['EDGE_NO_CHROME', 'PUSH_RUNNERS', 'OVEN_BASE_DRAWER', 'OVEN_VENT', 'LEGS'],
    {
      datalimits: { WIDTH: { min: 600, max: 600 } },
      headerFields: ['WIDTH', 'FRONT', 'HANDLE'],
      geometry: baseGeo([row('drawer'), row('appliance', { height: '595' })]),
    },
  ),
  M(
    'DW',
    T(
      'Integrated dishwasher front',
      'Anta per lavastoviglie integrata',
      'Front für integrierten Geschirrspüler',
    ),
    ['WIDTH', 'DWTYPE', 'FRONT', 'HANDLE', 'HFIN', 'PLINTH_H', 'SLIDEKIT'],
    ['DISHWASHER_WIDTH', 'EDGE_NO_CHROME', 'FLAP_HANDLE', 'GOLA', 'DW_KIT', 'DW_SLIDE'],
    {
      datalimits: { WIDTH: { min: 450, max: 600 } },
      headerFields: ['WIDTH', 'DWTYPE', 'FRONT'],
      // The front alone, on the plinth, 3 mm narrower than its gap.
      geometry: {
        width: 'WIDTH',
        height: "DWTYPE == 'FULL' ? 720 : 620",
        depth: '19',
        build: 'panel',
        finishes: { face: 'FRONT', handle: 'HFIN' },
        handle: HANDLE_KIND,
        params: { RAISE: 'PLINTH_H', GAP: '3' },
      },
    },
  ),
  M(
    'W1',
    T('Wall unit with doors', 'Pensile con ante', 'Hängeschrank mit Türen'),
    ['WIDTH', 'HWALL', 'DOORS', 'HINGE', 'FRONTTYPE', ...FR, 'SHELVES', 'LIGHT'],
    [
      ...DOOR_RULES,
      'GLASS_NO_H3',
      'WALL_SHELVES_DEFAULT',
      'WALL_SHELVES_MAX',
      'HINGES',
      ...HANDLE_LINES,
      'WALL_SHELVES',
      'UNDER_LIGHT',
      'LED_DRIVER',
    ],
    {
      datalimits: { WIDTH: { max: 1000 }, HWALL: { min: 720 } },
      headerFields: ['WIDTH', 'HWALL', 'FRONTTYPE', 'FRONT'],
      geometry: {
        width: 'WIDTH',
        height: 'HWALL',
        depth: '340',
        elevation: WALL_UNIT_ELEVATION,
        ...cabinet(
          [
            row('door', {
              kind: "FRONTTYPE == 'GLASS' ? 'glass' : 'door'",
              columns: 'DOORS',
              hinge: "DOORS == 1 ? HINGE : ''",
            }),
          ],
          { DOORS: 'DOORS', SHELVES: 'SHELVES', HUNG: '1' },
        ),
      },
    },
  ),
  M(
    'WF',
    T('Wall unit with lift-up flap', 'Pensile con anta a ribalta', 'Hängeschrank mit Klappe'),
    ['WIDTH', 'HWALL', 'FRONTTYPE', ...FR, 'LIFT', 'LIGHT'],
    [
      'GLASS_NO_H3',
      'EDGE_NO_CHROME',
      'GAS_MAX_WIDTH',
      'SERVO_PUSH',
      'LIFT_SYSTEM',
      'FLAP_HANDLE',
      'FLAP_LATCH',
      'UNDER_LIGHT',
      'LED_DRIVER',
    ],
    {
      datalimits: { WIDTH: { min: 600 }, HWALL: { max: 540 } },
      defaultvariants: 'HWALL=360',
      headerFields: ['WIDTH', 'HWALL', 'LIFT', 'FRONT'],
      geometry: {
        width: 'WIDTH',
        height: 'HWALL',
        depth: '340',
        // A lift-up unit's top lines up with the 720 mm wall units' and the cornice.
        elevation: `${CORNICE_ELEVATION} - HWALL`,
        ...cabinet([row('flap')], { HUNG: '1' }),
      },
    },
  ),
  M(
    'WC',
    T('Corner wall unit', 'Pensile ad angolo', 'Eckhängeschrank'),
    ['WIDTH', 'HWALL', 'DOORS', 'HINGE', ...FR, 'SHELVES'],
    [
      'EDGE_NO_CHROME',
      'WALL_SHELVES_DEFAULT',
      'WALL_SHELVES_MAX',
      'HINGES_CORNER',
      'DOOR_HANDLES',
      'GOLA',
      'PUSH_LATCHES',
      'BASE_SHELVES',
    ],
    {
      forcedvariants: 'DOORS=1',
      datalimits: { WIDTH: { min: 600, max: 650 }, HWALL: { min: 720 } },
      headerFields: ['WIDTH', 'HWALL', 'HINGE', 'FRONT'],
      geometry: {
        width: 'WIDTH',
        height: 'HWALL',
        depth: 'WIDTH',
        elevation: WALL_UNIT_ELEVATION,
        ...cabinet([row('door', { to: 'min(WIDTH, 400)', hinge: "'L'" })], { HUNG: '1' }),
      },
    },
  ),
  M(
    'TO',
    T('Tall oven housing', 'Colonna forno', 'Hochschrank für Backofen'),
    ['WIDTH', 'HTALL', 'APPLIANCE', 'DOORS', 'HINGE', ...FR, 'RUNNER', 'PLINTH_H'],
    [
      'EDGE_NO_CHROME',
      'PUSH_RUNNERS',
      'OVEN_MICRO_HEIGHT',
      'HINGES',
      'DOOR_HANDLES',
      'GOLA_TALL',
      'PUSH_LATCHES',
      'OVEN_DRAWERS',
      'OVEN_VENT',
      'LEGS',
    ],
    {
      forcedvariants: 'DOORS=1',
      datalimits: { WIDTH: { min: 600, max: 600 } },
      headerFields: ['WIDTH', 'HTALL', 'APPLIANCE', 'FRONT'],
      geometry: tallGeo([
        row('door', { height: '700', hinge: "'L'" }),
        row('appliance', { height: '595' }),
        row('door', { hinge: "'L'" }),
      ]),
    },
  ),
  M(
    'TF',
    T('Tall fridge housing', 'Colonna frigorifero', 'Hochschrank für Kühlgerät'),
    ['WIDTH', 'HTALL', 'NICHE', 'DOORS', 'HINGE', ...FR, 'PLINTH_H'],
    [
      'EDGE_NO_CHROME',
      'FRIDGE_NICHE_HEIGHT',
      'HINGES_FRIDGE',
      'DOOR_HANDLES',
      'GOLA_TALL',
      'PUSH_LATCHES',
      'FRIDGE_KIT',
      'LEGS',
    ],
    {
      forcedvariants: 'DOORS=1',
      defaultvariants: 'HTALL=2160',
      datalimits: { WIDTH: { min: 600, max: 600 } },
      headerFields: ['WIDTH', 'HTALL', 'NICHE', 'FRONT'],
      geometry: tallGeo([
        row('door', { height: '0.62 * HTALL', hinge: "'R'" }),
        row('door', { hinge: "'R'" }),
      ]),
    },
  ),
  M(
    'TP',
    T('Tall pantry unit', 'Colonna dispensa', 'Vorratshochschrank'),
    ['WIDTH', 'HTALL', 'INTERIOR', 'DOORS', 'HINGE', ...FR, 'PLINTH_H'],
    [
      'WIDE_TWO_DOORS',
      'NARROW_ONE_DOOR',
      'EDGE_NO_CHROME',
      'LARDER_WIDTH',
      'HINGES_TALL',
      'DOOR_HANDLES',
      'GOLA_TALL',
      'PUSH_LATCHES',
      'LARDER_PULLOUT',
      'PANTRY_DRAWERS',
      'PANTRY_SHELVES',
      'LEGS',
    ],
    {
      datalimits: { WIDTH: { max: 600 } },
      headerFields: ['WIDTH', 'HTALL', 'INTERIOR', 'FRONT'],
      geometry: tallGeo([
        row('door', { height: '0.62 * HTALL', columns: 'WIDTH > 600 ? 2 : 1' }),
        row('door', { columns: 'WIDTH > 600 ? 2 : 1' }),
      ]),
    },
  ),
  M(
    'WT',
    T('Worktop, priced per metre', 'Piano di lavoro, prezzo al metro', 'Arbeitsplatte, Preis pro Meter'),
    ['WTMAT', 'WTDECOR', 'LENGTH', 'WTDEPTH', 'WTTHICK', 'SINKCUT', 'HOBCUT', 'ENDS'],
    [
      'WT_DECOR_LAM',
      'WT_DECOR_OAK',
      'WT_DECOR_QTZ',
      'WT_THICK_LAM',
      'WT_THICK_OAK',
      'WT_THICK_QTZ',
      'WT_UNDERMOUNT',
      'WT_QTZ_LENGTH',
      'SINK_CUTOUT',
      'HOB_CUTOUT',
      'END_EDGES',
    ],
    {
      headerFields: ['LENGTH', 'WTMAT', 'WTDECOR', 'WTTHICK'],
      headerWidth: false,
      mainLine: { articleExpr: "'WT-' + WTMAT + '-' + WTTHICK + '-' + WTDEPTH" },
      // The 'worktop' family cuts the sink (1 inset, its rim on the top; 2 undermount, polished
      // edges) and the hob out of the slab.
      geometry: {
        width: 'LENGTH',
        height: 'WTTHICK',
        depth: 'WTDEPTH',
        elevation: WORKTOP_ELEVATION,
        build: 'worktop',
        finishes: { top: 'WTDECOR' },
        params: { SINK: "SINKCUT == 'INSET' ? 1 : SINKCUT == 'UNDER' ? 2 : 0", HOB: 'HOBCUT ? 1 : 0' },
      },
    },
  ),
  M(
    'PL',
    T('Plinth, priced per metre', 'Zoccolo, prezzo al metro', 'Sockelblende, Preis pro Meter'),
    ['LENGTH', 'PLINTH_H', 'PLFIN', 'CORNERS', 'SEAL', 'VENT'],
    ['PLINTH_CORNERS', 'PLINTH_SEAL', 'PLINTH_VENT', 'PLINTH_CLIPS'],
    {
      headerFields: ['LENGTH', 'PLINTH_H', 'PLFIN'],
      headerWidth: false,
      mainLine: { articleExpr: "'PL-' + PLFIN + '-' + PLINTH_H" },
      geometry: { width: 'LENGTH', height: 'PLINTH_H', depth: '16', ...panel('PLFIN') },
    },
  ),
  M(
    'CO',
    T('Cornice, priced per metre', 'Cornice, prezzo al metro', 'Kranzleiste, Preis pro Meter'),
    ['LENGTH', 'COPROF', 'COHEIGHT', 'FRONT', 'CORNERS', 'LED'],
    ['CORNICE_CORNERS', 'CORNICE_LED', 'CORNICE_DRIVER'],
    {
      headerFields: ['LENGTH', 'COPROF', 'COHEIGHT', 'FRONT'],
      headerWidth: false,
      mainLine: { articleExpr: "'CO-' + COPROF + '-' + COHEIGHT" },
      geometry: {
        width: 'LENGTH',
        height: 'COHEIGHT',
        depth: '30',
        elevation: CORNICE_ELEVATION,
        ...panel('FRONT'),
      },
    },
  ),
  M(
    'EP',
    T('End panel', 'Fianco di finitura', 'Abschlusswange'),
    ['PANELTYPE', 'FRONT', 'PANELTHICK', 'SIDE', 'HWALL', 'HTALL', 'PLINTH_H'],
    ['PANEL_FIX'],
    {
      headerFields: ['PANELTYPE', 'PANELTHICK', 'SIDE', 'FRONT'],
      headerWidth: false,
      mainLine: { articleExpr: "'EP-' + PANELTYPE + '-' + PANELTHICK" },
      datalimits: { HWALL: { min: 720 } },
      geometry: {
        width: 'PANELTHICK',
        height: "PANELTYPE == 'TALL' ? HTALL + PLINTH_H : PANELTYPE == 'WALL' ? HWALL : 720 + PLINTH_H",
        depth: "PANELTYPE == 'WALL' ? 340 : 580",
        ...panel('FRONT'),
      },
    },
  ),
  M(
    'HS',
    T('Handle set', 'Set maniglie', 'Griffset'),
    ['HANDLE', 'HFIN', 'HSIZE', 'QTY', 'SCREWS', 'NOTE'],
    ['HS_HANDLES', 'EDGE_NO_CHROME'],
    {
      headerFields: ['HANDLE', 'HFIN', 'QTY'],
      headerWidth: false,
      mainLine: { articleExpr: "'HDL-' + HANDLE", qt: 'QTY' },
    },
  ),
];
// A basemodel example: the glass wall unit is the wall unit with glass fronts forced.
models.push({
  cod: 'W1G',
  ...T('Glass wall unit', 'Pensile con ante in vetro', 'Glashängeschrank'),
  basemodel: 'W1',
  forcedvariants: 'FRONTTYPE=GLASS',
  defaultvariants: 'HANDLE=H1;HFIN=BLACK',
});
