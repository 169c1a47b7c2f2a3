// LIVING prices, authored in EUR; lib.mjs derives the Swiss franc list with its own rounding.
import { table, extra } from './lib.mjs';
import { FINISHES } from './living-variables.mjs';

const M_ = (model) => ({ model });
const A_ = (article) => ({ article });
export const tables = [
  table('SB_BY_WIDTH', M_('SB'), 'WIDTH', [
    [1200, 899],
    [1600, 1099],
    [2000, 1299],
    [2400, 1490],
  ]),
  table('TV_BY_WIDTH', M_('TV'), 'WIDTH', [
    [1200, 649],
    [1800, 849],
    [2400, 1049],
  ]),
  table('BK_BY_MODW', M_('BK'), 'MODW', [
    [600, 139],
    [800, 159],
    [1000, 179],
  ]),
  table('BK_BY_HEIGHT', M_('BK'), 'HEIGHT', [
    [1100, 0],
    [1800, 30],
    [2200, 55],
  ]),
  table('BK_SIDE_BY_HEIGHT', A_('BK-SIDE'), 'HEIGHT', [
    [1100, 39],
    [1800, 55],
    [2200, 65],
  ]),
  table('BK_SHELF_BY_MODW', A_('BK-SHELF'), 'MODW', [
    [600, 22],
    [800, 27],
    [1000, 34],
  ]),
  table('BK_DOOR_BY_MODW', A_('BK-DOOR'), 'MODW', [
    [600, 69],
    [800, 49],
    [1000, 55],
  ]),
  table('BK_BACK_BY_HEIGHT', A_('BK-BACK'), 'HEIGHT', [
    [1100, 29],
    [1800, 39],
    [2200, 45],
  ]),
  table('DT_BY_LENGTH', M_('DT'), 'LENGTH', [
    [1600, 990],
    [1800, 1090],
    [2000, 1190],
    [2200, 1290],
    [2400, 1420],
    [2600, 1550],
  ]),
  table('DT_BY_WIDTH', M_('DT'), 'TWIDTH', [
    [800, 0],
    [900, 60],
    [1000, 120],
  ]),
  ...['OAK', 'MARBLE', 'GLASS'].map((t, i) =>
    table(`SB_TOP_${t}`, A_(`LV-TOP-${t}`), 'WIDTH', [[2400, [189, 459, 169][i]]], {
      mode: 'perUnit',
      unit: 1000,
    }),
  ),
];
export const prices = Object.entries({
  'LV-HINGE': 7.9,
  'LV-DRAWER': 79,
  'LV-HDL-LH1': 14.9,
  'LV-HDL-LH2': 19.9,
  'LV-HDL-LH3': 12.9,
  'LV-BASE-METAL': 89,
  'LV-BASE-WOOD': 129,
  'LV-BASE-PLINTH': 59,
  'LV-BASE-WALL': 45,
  'LV-LED': 49,
  'LV-FLAPSTAY': 29,
  'LV-CABLE': 35,
  'LV-LEDSTRIP': 59,
  'BK-WALLFIX': 6.5,
  'DT-LEAF': 189,
  'DT-EXT': 249,
  'DT-LEGS-L4': 190,
  'DT-LEGS-TRESTLE': 260,
  'DT-LEGS-PEDESTAL': 390,
}).map(([article, price]) => ({ article, price }));
const pct = [0, 0.08, 0.18];
export const extras = [
  ...[
    ['SB', 1099],
    ['TV', 849],
    ['BK', 159],
  ].flatMap(([m, p]) =>
    FINISHES.filter((f) => f[5] > 0).map(([c, , , , , g]) =>
      extra('FINISH', c, Math.round(p * pct[g]), M_(m)),
    ),
  ),
  ...FINISHES.filter((f) => f[5] > 0).map(([c, , , , , g]) =>
    extra('FINISH', c, [0, 4, 8][g], A_('BK-SHELF')),
  ),
  extra('LAYOUT', 'D4', 60, M_('SB')),
  extra('LAYOUT', 'D2W3', 90, M_('SB')),
  extra('TVFRONTS', 'OPEN', -40, M_('TV')),
  extra('TOPMAT', 'WALNUT', 290, M_('DT')),
  extra('TOPMAT', 'CERAMIC', 390, M_('DT')),
  extra('TOPMAT', 'LACQUER', -90, M_('DT')),
  extra('TOPMAT', 'WALNUT', 60, A_('DT-LEAF')),
  extra('TOPMAT', 'CERAMIC', 90, A_('DT-LEAF')),
  extra('LEGFIN', 'WALNUT', 60, A_('DT-LEGS-L4')),
  extra('LEGFIN', 'BRONZE', 40, A_('DT-LEGS-TRESTLE')),
  extra('LEGFIN', 'BRONZE', 60, A_('DT-LEGS-PEDESTAL')),
];
