// Kitchen prices, authored in EUR; lib.mjs derives the Swiss franc list with its own rounding.
import { table, extra, percentExtra } from './lib.mjs';
import { FRONTS } from './kitchen-variables.mjs';

// ---- prices (EUR; the CHF list is derived with Swiss rounding in lib.mjs) ----
const F = { 300: 0.66, 400: 0.73, 450: 0.78, 500: 0.85, 600: 1, 800: 1.2, 900: 1.3, 1000: 1.42, 1200: 1.6 };
const r5 = (x) => Math.round(x / 5) * 5 - 1;
const widthBands = (p600, from = 300, to = 1200) =>
  Object.keys(F)
    .map(Number)
    .filter((w) => w >= from && w <= to)
    .map((w) => [w, r5(p600 * F[w])]);
const pg = (cod) => FRONTS.find((f) => f[0] === cod)[5];
// Finish surcharges are a percent of the unit's list price (so they follow its width band):
// price group 2 fronts 15 %, group 3 fronts 28 %, carcass C4 5 %.
const frontExtras = (model) =>
  FRONTS.filter((f) => f[5] > 1).map(([c]) => percentExtra('FRONT', c, pg(c) === 2 ? 15 : 28, { model }));
const carcassExtras = (model) => [percentExtra('CARCASS', 'C4', 5, { model })];
const M_ = (model) => ({ model });
const A_ = (article) => ({ article });
const perMetre = (cod, article, rate) =>
  table(cod, A_(article), 'LENGTH', [[4200, rate]], { mode: 'perUnit', unit: 1000 });

const cabinets = [
  ['B1', 290, 300, 1200],
  ['B1S', 270, 450, 1200],
  ['B3D', 330, 300, 1200],
  ['BC', 300, 900, 1200],
  ['BO', 240, 600, 600],
  ['W1', 220, 300, 1000],
  ['WF', 260, 600, 1200],
  ['TP', 590, 300, 600],
];
export const tables = [
  ...cabinets.map(([m, p, from, to]) => table(`${m}_BY_WIDTH`, M_(m), 'WIDTH', widthBands(p, from, to))),
  table('WC_BY_WIDTH', M_('WC'), 'WIDTH', [
    [600, 279],
    [650, 299],
  ]),
  table('TO_BY_WIDTH', M_('TO'), 'WIDTH', [[600, 649]]),
  table('TF_BY_WIDTH', M_('TF'), 'WIDTH', [[600, 689]]),
  table('DW_BY_WIDTH', M_('DW'), 'WIDTH', [
    [450, 119],
    [600, 139],
  ]),
  ...['W1', 'WC'].map((m) =>
    table(`${m}_BY_HEIGHT`, M_(m), 'HWALL', [
      [720, 0],
      [900, 45],
    ]),
  ),
  table('WF_BY_HEIGHT', M_('WF'), 'HWALL', [
    [360, 0],
    [540, 35],
  ]),
  ...['TO', 'TF', 'TP'].map((m) =>
    table(`${m}_BY_HEIGHT`, M_(m), 'HTALL', [
      [2040, 0],
      [2160, 49],
    ]),
  ),
  table('SHELF_BY_WIDTH', A_('SHELF'), 'WIDTH', [
    [300, 9],
    [450, 12],
    [600, 15],
    [900, 21],
    [1200, 27],
  ]),
  table('SHELF_W_BY_WIDTH', A_('SHELF-W'), 'WIDTH', [
    [300, 8],
    [450, 11],
    [600, 14],
    [900, 19],
    [1200, 24],
  ]),
  table('SHELF_GLASS_BY_WIDTH', A_('SHELF-GLASS'), 'WIDTH', [
    [300, 19],
    [450, 24],
    [600, 29],
    [1200, 39],
  ]),
  table('DRAWER_SC_BY_WIDTH', A_('DRAWER-SC'), 'WIDTH', [
    [300, 35],
    [450, 39],
    [600, 45],
    [900, 55],
    [1200, 65],
  ]),
  table('DRAWER_TO_BY_WIDTH', A_('DRAWER-TO'), 'WIDTH', [
    [300, 49],
    [450, 53],
    [600, 59],
    [900, 69],
    [1200, 79],
  ]),
  table('ORG_BY_WIDTH', A_('ORG-OAK'), 'WIDTH', [
    [450, 69],
    [600, 89],
    [900, 119],
    [1200, 149],
  ]),
  table('SINKMAT_BY_WIDTH', A_('SINK-MAT'), 'WIDTH', [
    [600, 39],
    [900, 49],
    [1200, 59],
  ]),
  table('LED_UNDER_BY_WIDTH', A_('LED-UNDER'), 'WIDTH', [
    [600, 49],
    [900, 65],
    [1200, 79],
  ]),
  table('LARDER_BY_WIDTH', A_('LARDER'), 'WIDTH', [
    [300, 359],
    [400, 389],
    [450, 409],
    [600, 449],
  ]),
  ...['19', '38'].flatMap((t) => [
    table(`EP_WALL_${t}_BY_HEIGHT`, A_(`EP-WALL-${t}`), 'HWALL', [
      [720, 0],
      [900, 12],
    ]),
    table(`EP_TALL_${t}_BY_HEIGHT`, A_(`EP-TALL-${t}`), 'HTALL', [
      [2040, 0],
      [2160, 15],
    ]),
  ]),
];
// Worktops, plinths and cornices: a price per metre for each article.
const WT_RATES = {
  'LAM-30': [109, 119],
  'LAM-40': [129, 139],
  'OAK-40': [249, 269],
  'QTZ-20': [389, 419],
  'QTZ-30': [449, 479],
};
for (const [k, [d600, d650]] of Object.entries(WT_RATES)) {
  tables.push(
    perMetre(`WT_${k.replace('-', '_')}_600`, `WT-${k}-600`, d600),
    perMetre(`WT_${k.replace('-', '_')}_650`, `WT-${k}-650`, d650),
  );
}
const PL_RATES = { ALU: [39, 45], INOX: [49, 55], 1: [29, 34], 2: [36, 42], 3: [44, 52] };
for (const fin of ['ALU', 'INOX', ...FRONTS.map((f) => f[0])]) {
  const [h100, h150] = PL_RATES[fin] ?? PL_RATES[pg(fin)];
  tables.push(
    perMetre(`PL_${fin}_100`, `PL-${fin}-100`, h100),
    perMetre(`PL_${fin}_150`, `PL-${fin}-150`, h150),
  );
}
for (const [k, rate] of Object.entries({ 'FLAT-40': 29, 'FLAT-70': 35, 'COVE-40': 39, 'COVE-70': 47 })) {
  tables.push(perMetre(`CO_${k.replace('-', '_')}`, `CO-${k}`, rate));
}

export const prices = [
  ...Object.entries({
    'HINGE-110': 6.9,
    'HINGE-170': 11.5,
    'HDL-H1': 12.9,
    'HDL-H2': 7.5,
    'HDL-H4': 16.9,
    'GOLA-PROFILE': 34,
    'GOLA-V': 42,
    TIPON: 14.9,
    'LEG-100': 2.4,
    'LEG-150': 2.6,
    'WASTE-W2': 79,
    'WASTE-W3': 119,
    'CORNER-HALF': 189,
    'CORNER-LEMANS': 489,
    'CORNER-MAGIC': 619,
    'LED-DRIVER': 39,
    'LED-STRIP': 59,
    'LIFT-GAS': 45,
    'LIFT-SERVO': 289,
    'VENT-GRILLE': 12,
    'FRIDGE-KIT': 19,
    'CUT-INSET': 69,
    'CUT-UNDER': 189,
    'CUT-HOB': 59,
    'EDGE-END': 24,
    'PL-CORNER': 9.5,
    'PL-SEAL': 4.9,
    'PL-VENT': 18,
    'PL-CLIP': 0.9,
    'CO-CORNER': 12,
    'EP-BASE-19': 69,
    'EP-BASE-38': 119,
    'EP-WALL-19': 49,
    'EP-WALL-38': 89,
    'EP-TALL-19': 159,
    'EP-TALL-38': 269,
    'EP-FIX': 8.5,
    'DW-KIT': 24,
    'DW-SLIDE': 49,
  }).map(([article, price]) => ({ article, price })),
];
export const extras = [
  ...cabinets.flatMap(([m]) => [...frontExtras(m), ...carcassExtras(m)]),
  ...['WC', 'TO', 'TF', 'DW', 'EP', 'CO'].flatMap((m) => frontExtras(m)),
  ...['WC', 'TO', 'TF'].flatMap((m) => carcassExtras(m)),
  extra('FRONTTYPE', 'GLASS', 69, M_('W1')),
  extra('FRONTTYPE', 'GLASS', 79, M_('WF')),
  extra('APPLIANCE', 'O60M', 60, M_('TO')),
  extra('APPLIANCE', 'O45W', 40, M_('TO')),
  extra('INTERIOR', 'DRAWERS', 35, M_('TP')),
  extra('DWTYPE', 'SEMI', -10, M_('DW')),
  extra('WTDECOR', 'QC', 95, M_('WT')),
  extra('WTDECOR', 'OS', 40, M_('WT')),
  ...['CUT-INSET', 'CUT-UNDER', 'CUT-HOB'].flatMap((a) => [
    extra('WTMAT', 'QTZ', 60, A_(a)),
    extra('WTMAT', 'OAK', 20, A_(a)),
  ]),
  ...[
    ['H1', 1.5, 4, 0.9],
    ['H2', 1.5, 3, 0.9],
    ['H4', 1.5, 5, 0],
  ].flatMap(([h, black, brass, chrome]) => [
    extra('HFIN', 'BLACK', black, A_(`HDL-${h}`)),
    extra('HFIN', 'BRASS', brass, A_(`HDL-${h}`)),
    ...(chrome ? [extra('HFIN', 'CHROME', chrome, A_(`HDL-${h}`))] : []),
  ]),
  extra('HSIZE', '192', 1.9, A_('HDL-H1')),
  extra('HSIZE', '320', 6.5, A_('HDL-H1')),
  extra('HSIZE', '320', 8, A_('HDL-H4')),
  extra('SCREWS', 'S38', 0.4, A_('HDL-H1')),
];
