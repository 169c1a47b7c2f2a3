// WINDOWS: the Clima PVC windows and balcony doors.
import {
  T,
  set,
  exclude,
  requireValues,
  range,
  validate,
  header,
  sub,
  priceLists,
  table,
  extra,
  services,
  PARTS,
  group,
  matrix,
  service,
  gal,
} from './lib.mjs';
import { parts } from './windows-parts.mjs';
import { variables } from './windows-variables.mjs';

const AREA = 'round(WIDTH * HEIGHT / 1000000, 2)';
const rules = [
  set(
    'TRIPLE_DEEP_FRAME',
    T(
      'Triple glazing comes in the 78 mm frame',
      'La vetrocamera tripla usa il telaio da 78 mm',
      'Dreifachverglasung kommt im 78-mm-Rahmen',
    ),
    'FRAMEDEPTH',
    "GLAZING == 'TRIPLE' ? 78 : 70",
    { force: false },
  ),
  validate(
    'TRIPLE_DEPTH',
    T(
      'Triple glazing requires frame depth 78',
      'La vetrocamera tripla richiede un telaio profondo 78',
      'Dreifachverglasung erfordert 78 mm Bautiefe',
    ),
    "GLAZING != 'TRIPLE' || FRAMEDEPTH >= 78",
  ),
  range(
    'SASH_WIDTH',
    T(
      'Sashes are 400 to 1300 mm wide',
      'Le ante sono larghe da 400 a 1300 mm',
      'Flügel sind 400 bis 1300 mm breit',
    ),
    'SASHES',
    { min: 'ceil(WIDTH / 1300)', max: 'min(3, floor(WIDTH / 400))' },
  ),
  validate(
    'SASH_AREA',
    T(
      'A sash may be at most 2.8 m²: add a sash',
      "Un'anta può misurare al massimo 2,8 m²: aggiungere un'anta",
      'Ein Flügel darf höchstens 2,8 m² groß sein: Flügel hinzufügen',
    ),
    'WIDTH / SASHES * HEIGHT <= 2800000',
  ),
  exclude(
    'TILT_HEIGHT',
    T(
      'Tilt-only sashes are made up to 1200 mm high',
      'Le ante a ribalta arrivano a 1200 mm di altezza',
      'Kippflügel gibt es bis 1200 mm Höhe',
    ),
    'HEIGHT > 1200',
    'OPENING',
    ['TILT'],
  ),
  // Lift-and-slide runs on two tracks: a fixed and a sliding sash, each at least 400 mm wide.
  exclude(
    'SLIDE_SIZE',
    T(
      'Lift and slide needs 2 sashes and a width of at least 800 mm',
      "L'alzante scorrevole richiede 2 ante e una larghezza di almeno 800 mm",
      'Hebe-Schiebe braucht 2 Flügel und mindestens 800 mm Breite',
    ),
    'WIDTH < 800 || SASHES != 2',
    'OPENING',
    ['SLIDE'],
  ),
  requireValues(
    'BALCONY_OPENING',
    T(
      'Balcony doors open turn or tilt and turn',
      'Le portefinestre si aprono ad anta o anta ribalta',
      'Balkontüren öffnen als Dreh- oder Dreh-Kipp-Flügel',
    ),
    null,
    'OPENING',
    ['TT', 'T'],
  ),
  set(
    'RC2_LOCKABLE',
    T(
      'RC2 burglar resistance needs a lockable handle',
      "L'antieffrazione RC2 richiede una maniglia con chiave",
      'RC2 erfordert einen abschließbaren Griff',
    ),
    'HANDLE',
    "'WH3'",
    { when: "SAFETY == 'RC2' && OPENING != 'FIX'" },
  ),
  // Lift-and-slide: one fitting and one handle on the sliding sash, the sashes meet without a mullion.
  sub('W_HARDWARE', 'Sash hardware', "'HW-' + OPENING", "OPENING == 'SLIDE' ? 1 : SASHES"),
  sub('W_MULLION', 'Mullions between sashes', 'MULLION', "OPENING == 'SLIDE' ? 0 : SASHES - 1"),
  sub('W_GLASS', 'Insulating glass unit, per m²', "'GL-' + GLAZING", AREA),
  sub('W_SAFETY_GLASS', 'Laminated safety pane, per m²', 'GL-P4A', `SAFETY == 'NONE' ? 0 : ${AREA}`),
  sub('W_RC2', 'RC2 mushroom-cam locking', 'HW-RC2', "SAFETY == 'RC2' ? SASHES : 0"),
  sub(
    'W_HANDLE',
    'Window handle',
    "'WH-' + HANDLE",
    "OPENING == 'FIX' ? 0 : OPENING == 'SLIDE' ? 1 : SASHES",
  ),
  sub('W_SILL', 'Aluminium sill, per metre', 'SILL-ALU', 'SILL ? (WIDTH + 50) / 1000 : 0'),
  sub('W_THRESHOLD', 'Barrier-free threshold', 'THR-LOW', "THRESHOLD == 'LOW' ? 1 : 0"),
  header('WIN_HEADER', "_MODEL + '-' + WIDTH + 'x' + HEIGHT", '_MODEL', [
    '_MODEL',
    'WIDTH',
    'HEIGHT',
    'SASHES',
    'GLAZING',
    'FRAMECOL',
  ]),
];
const common = [
  'TRIPLE_DEEP_FRAME',
  'TRIPLE_DEPTH',
  'SASH_WIDTH',
  'SASH_AREA',
  'RC2_LOCKABLE',
  'W_HARDWARE',
  'W_MULLION',
  'W_GLASS',
  'W_SAFETY_GLASS',
  'W_RC2',
  'W_HANDLE',
];
// Drawn by the 'window' family: sashes as many as chosen, each opening as chosen (0 fixed, 1 turn,
// 2 tilt, 3 tilt and turn, 4 lift and slide: how the sash stands ajar and where its handle sits),
// double or triple panes, the sill or threshold.
const WINDOW_FINISHES = { frame: 'FRAMECOL', handle: 'HANDLE' };
const SASH = {
  SASHES: 'SASHES',
  OPENTYPE: "OPENING == 'FIX' ? 0 : OPENING == 'T' ? 1 : OPENING == 'TILT' ? 2 : OPENING == 'SLIDE' ? 4 : 3",
  PANES: "GLAZING == 'TRIPLE' ? 3 : 2",
};
const models = [
  {
    cod: 'WINDOW',
    ...T('PVC window', 'Finestra in PVC', 'Kunststofffenster'),
    fldef: true,
    variables: [
      'WIDTH',
      'HEIGHT',
      'SASHES',
      'OPENING',
      'GLAZING',
      'FRAMEDEPTH',
      'FRAMECOL',
      'HANDLE',
      'SILL',
      'SAFETY',
    ],
    rules: ['TILT_HEIGHT', 'SLIDE_SIZE', ...common, 'W_SILL', 'WIN_HEADER'],
    defaultvariants: 'SASHES=2',
    datalimits: { HEIGHT: { max: 2400 } },
    // In a wall, its sill 900 mm above the floor (lower where the wall is too low for it).
    geometry: {
      width: 'WIDTH',
      height: 'HEIGHT',
      depth: 'FRAMEDEPTH',
      elevation: '900',
      opening: 'window',
      build: 'window',
      finishes: WINDOW_FINISHES,
      params: { ...SASH, SILL: 'SILL ? 1 : 0', LOWSILL: '0' },
    },
  },
  {
    cod: 'BALCONY',
    ...T('PVC balcony door', 'Portafinestra in PVC', 'Kunststoff-Balkontür'),
    variables: [
      'WIDTH',
      'HEIGHT',
      'SASHES',
      'OPENING',
      'GLAZING',
      'FRAMEDEPTH',
      'FRAMECOL',
      'HANDLE',
      'THRESHOLD',
      'SAFETY',
    ],
    rules: ['BALCONY_OPENING', ...common, 'W_THRESHOLD', 'WIN_HEADER'],
    defaultvariants: 'WIDTH=900;HEIGHT=2200',
    datalimits: { WIDTH: { min: 700, max: 1800 }, HEIGHT: { min: 1900 }, SASHES: { max: 2 } },
    geometry: {
      width: 'WIDTH',
      height: 'HEIGHT',
      depth: 'FRAMEDEPTH',
      opening: 'window',
      build: 'window',
      finishes: WINDOW_FINISHES,
      params: { ...SASH, SILL: '0', LOWSILL: "THRESHOLD == 'LOW' ? 1 : 0" },
    },
  },
];
const M_ = (model) => ({ model });
const A_ = (article) => ({ article });
const tables = [
  table('BALCONY_BY_WIDTH', M_('BALCONY'), 'WIDTH', [
    [800, 389],
    [1000, 419],
    [1200, 449],
    [1400, 489],
    [1600, 529],
    [1800, 569],
  ]),
  table('BALCONY_BY_HEIGHT', M_('BALCONY'), 'HEIGHT', [
    [2000, 0],
    [2200, 45],
    [2500, 95],
  ]),
  ...['WINDOW', 'BALCONY'].map((m) =>
    table(`${m}_BY_DEPTH`, M_(m), 'FRAMEDEPTH', [
      [70, 0],
      [78, 45],
      [86, 85],
    ]),
  ),
  table('MULLION_BY_HEIGHT', A_('MULLION'), 'HEIGHT', [
    [1200, 45],
    [1800, 59],
    [2500, 75],
  ]),
  table('THR_LOW_BY_WIDTH', A_('THR-LOW'), 'WIDTH', [
    [1000, 69],
    [1800, 99],
  ]),
];
// The window is priced by a width x height matrix: the sum of the width and height bands, plus a
// steel-reinforcement surcharge for windows both wider than 1400 and taller than 1500 mm.
const WINDOW_WIDTHS = {
  600: 189,
  800: 209,
  1000: 229,
  1200: 249,
  1400: 279,
  1600: 309,
  1800: 339,
  2000: 369,
  2400: 419,
};
const WINDOW_HEIGHTS = { 600: 0, 900: 30, 1200: 60, 1500: 95, 1800: 130, 2100: 170, 2400: 210 };
const matrices = [
  matrix(
    'WINDOW_W_H',
    M_('WINDOW'),
    { variable: 'WIDTH', upTo: Object.keys(WINDOW_WIDTHS).map(Number) },
    { variable: 'HEIGHT', upTo: Object.keys(WINDOW_HEIGHTS).map(Number) },
    (w, h) => WINDOW_WIDTHS[w] + WINDOW_HEIGHTS[h] + (w > 1400 && h > 1500 ? 35 : 0),
  ),
];
const prices = Object.entries({
  'HW-TT': 69,
  'HW-T': 49,
  'HW-TILT': 45,
  'HW-FIX': 15,
  'HW-SLIDE': 95,
  'GL-DOUBLE': 59,
  'GL-TRIPLE': 89,
  'GL-P4A': 65,
  'HW-RC2': 119,
  'WH-WH1': 12,
  'WH-WH2': 12,
  'WH-WH3': 29,
  'WH-WH4': 34,
  'SILL-ALU': 39,
}).map(([article, price]) => ({ article, price }));
const extras = ['WINDOW', 'BALCONY'].flatMap((m) => [
  extra('FRAMECOL', 'CREAM', 49, M_(m)),
  extra('FRAMECOL', 'ANTH', 89, M_(m)),
  extra('FRAMECOL', 'OAKF', 119, M_(m)),
]);
export default {
  formatVersion: 2,
  catalog: { cod: 'WINDOWS', ...T('Clima PVC windows', 'Finestre in PVC Clima', 'Kunststofffenster Clima') },
  classifications: [
    PARTS,
    { cod: 'WINDOWS', ...T('Windows', 'Finestre', 'Fenster') },
    { cod: 'BALCONY', ...T('Balcony doors', 'Portefinestre', 'Balkontüren') },
  ],
  groups: [
    group('SIZE', T('Size', 'Misure', 'Maße')),
    group('GLASS', T('Glazing', 'Vetratura', 'Verglasung')),
    group('FRAME', T('Frame', 'Telaio', 'Rahmen')),
  ],
  variables,
  rules,
  models,
  articles: [
    ...parts,
    ...[
      [600, 800, 1],
      [1000, 1200, 1],
      [1200, 1400, 2],
      [1800, 1500, 3],
    ].map(([w, h, s]) => ({
      cod: `WIN-${w}x${h}`,
      ...T(`Window ${w} × ${h} mm`, `Finestra ${w} × ${h} mm`, `Fenster ${w} × ${h} mm`),
      classification: 'WINDOWS',
      model: 'WINDOW',
      variants: `WIDTH=${w};HEIGHT=${h};SASHES=${s}`,
    })),
    ...[
      [900, 1],
      [1400, 2],
    ].map(([w, s]) => ({
      cod: `BAL-${w}x2200`,
      ...T(`Balcony door ${w} × 2200 mm`, `Portafinestra ${w} × 2200 mm`, `Balkontür ${w} × 2200 mm`),
      classification: 'BALCONY',
      model: 'BALCONY',
      variants: `WIDTH=${w};SASHES=${s}`,
    })),
  ],
  galleries: [
    gal(
      'TRIPLE-ANTHRACITE',
      'WINDOW',
      'WIDTH=1500;HEIGHT=1500;SASHES=2;GLAZING=TRIPLE;FRAMECOL=ANTH;SILL=1',
      'Anthracite triple-glazed window',
      'Finestra antracite con vetro triplo',
      'Anthrazitfenster mit Dreifachverglasung',
    ),
    gal(
      'BATHROOM-TILT',
      'WINDOW',
      'WIDTH=600;HEIGHT=800;SASHES=1;OPENING=TILT;SAFETY=P4A',
      'Bathroom tilt window',
      'Finestra bagno a ribalta',
      'Badfenster mit Kippflügel',
    ),
    gal(
      'PICTURE-WINDOW',
      'WINDOW',
      'WIDTH=2000;HEIGHT=1600;SASHES=2;OPENING=FIX;GLAZING=TRIPLE',
      'Fixed picture window',
      'Vetrata fissa panoramica',
      'Festverglastes Panoramafenster',
    ),
    gal(
      'BALCONY-LOW-RC2',
      'BALCONY',
      'WIDTH=1600;SASHES=2;THRESHOLD=LOW;SAFETY=RC2;GLAZING=TRIPLE',
      'Barrier-free RC2 balcony door',
      'Portafinestra RC2 con soglia ribassata',
      'Barrierefreie RC2-Balkontür',
    ),
  ],
  priceLists: priceLists({ prices, tables, matrices, extras }),
  services: [
    ...services(),
    service(
      'REMOVAL',
      T(
        'Removal and disposal of old windows',
        'Smontaggio e smaltimento dei vecchi serramenti',
        'Ausbau und Entsorgung der Altfenster',
      ),
      45,
      0,
    ),
  ],
};
