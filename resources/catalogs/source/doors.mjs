// DOORS: the Soglia interior doors (hinged and pocket sliding).
import {
  T,
  exclude,
  requireValues,
  validate,
  header,
  sub,
  priceLists,
  table,
  extra,
  services,
  PARTS,
  group,
  gal,
} from './lib.mjs';
import { parts } from './doors-parts.mjs';
import { variables } from './doors-variables.mjs';

const rules = [
  exclude(
    'WC_NO_CLEAR',
    T(
      'Bathroom doors with a privacy lock cannot have clear glass',
      'Le porte del bagno con nottolino non possono avere vetro trasparente',
      'Badtüren mit WC-Schloss können kein Klarglas haben',
    ),
    "LOCK == 'WC'",
    'GLASS',
    ['CLEAR'],
  ),
  validate(
    'TALL_NEEDS_WIDTH',
    T(
      'Doors 2400 mm high need a width of at least 700 mm',
      'Le porte alte 2400 mm devono essere larghe almeno 700 mm',
      'Türen mit 2400 mm Höhe müssen mindestens 700 mm breit sein',
    ),
    '!(HEIGHT >= 2400 && WIDTH < 700)',
  ),
  exclude(
    'HINGED_NO_FLUSH',
    T(
      'Hinged doors take a lever handle',
      'Le porte a battente hanno una maniglia a leva',
      'Drehtüren erhalten einen Drücker',
    ),
    null,
    'HANDLE',
    ['DH4'],
  ),
  requireValues(
    'POCKET_PULL',
    T(
      'Pocket doors take a flush pull',
      'Le porte scorrevoli a scomparsa hanno una maniglia a incasso',
      'Schiebetüren in der Wand erhalten eine Griffmuschel',
    ),
    null,
    'HANDLE',
    ['DH4'],
  ),
  exclude(
    'POCKET_LOCK',
    T(
      'Pocket doors take a hook lock: privacy or latch only',
      'Le porte a scomparsa hanno serratura a gancio: nottolino o solo scrocco',
      'Schiebetüren haben ein Hakenschloss: WC oder nur Falle',
    ),
    null,
    'LOCK',
    ['KEY', 'MAG'],
  ),
  validate(
    'POCKET_THIN_WALL',
    T(
      'Pocket frames for 100 mm walls take doors up to 900 mm wide',
      'I controtelai per muri da 100 mm accolgono porte fino a 900 mm',
      'Einbaukästen für 100-mm-Wände nehmen Türen bis 900 mm Breite auf',
    ),
    "POCKETKIT != 'K100' || WIDTH <= 900",
  ),
  sub('DR_HINGES', '3D-adjustable concealed hinges', 'DR-HINGE', 'HEIGHT > 2100 ? 3 : 2'),
  sub('DR_FRAME', 'Adjustable frame with architraves', "'DR-FRAME-' + FRAME", '1'),
  sub('DR_HANDLE', 'Handle set', "'DR-HDL-' + HANDLE", '1'),
  sub('DR_LOCK', 'Lock', "'DR-LOCK-' + LOCK", '1'),
  sub('DR_GLASS', 'Glass insert', "'DR-GLASS-' + GLASS", "STYLE == 'GLAZED' ? 1 : 0"),
  sub('DR_POCKET', 'Pocket frame', "'DR-POCKET-' + POCKETKIT", '1'),
  sub('DR_SOFTCLOSE', 'Soft-close set', 'DR-SOFTCLOSE', 'SOFTCLOSE ? 1 : 0'),
  header('DOOR_HEADER', "_MODEL + '-' + WIDTH + 'x' + HEIGHT", '_MODEL', [
    '_MODEL',
    'WIDTH',
    'HEIGHT',
    'DOORFIN',
    'STYLE',
  ]),
];
// What the leaf looks like (the 3D builder reads these, no code per model): a glass panel, raised
// panels, or horizontal grooves, as the door style says.
const LEAF = {
  GLAZED: "STYLE == 'GLAZED' ? 1 : 0",
  PANELS: "STYLE == 'PANEL3' ? 3 : 0",
  GROOVES: "STYLE == 'GROOVE' ? 5 : 0",
  PULL: "HANDLE == 'DH4' ? 1 : 0",
};
// Drawn by the 'door' family: leaf and frame in the door's finish, the handle's and the glass's own.
const DOOR_FINISHES = { leaf: 'DOORFIN', frame: 'DOORFIN', handle: 'HANDLE', glass: 'GLASS' };
const models = [
  {
    cod: 'INTDOOR',
    ...T('Hinged interior door', 'Porta interna a battente', 'Innentür (Drehtür)'),
    fldef: true,
    variables: ['WIDTH', 'HEIGHT', 'OPENING', 'DOORFIN', 'STYLE', 'GLASS', 'HANDLE', 'FRAME', 'LOCK'],
    rules: [
      'WC_NO_CLEAR',
      'TALL_NEEDS_WIDTH',
      'HINGED_NO_FLUSH',
      'DR_HINGES',
      'DR_FRAME',
      'DR_HANDLE',
      'DR_LOCK',
      'DR_GLASS',
      'DOOR_HEADER',
    ],
    defaultvariants: 'WIDTH=800',
    datalimits: { WIDTH: { max: 900 } },
    geometry: {
      width: 'WIDTH',
      height: 'HEIGHT',
      // The frame as deep as the wall it is made for: leaf, levers and jambs all lie within it.
      depth: "FRAME == 'F80' ? 100 : FRAME == 'F100' ? 120 : FRAME == 'F120' ? 140 : 160",
      opening: 'door',
      build: 'door',
      finishes: DOOR_FINISHES,
      params: { HINGE_LEFT: "OPENING == 'L' ? 1 : 0", POCKET: '0', ...LEAF },
    },
  },
  {
    cod: 'POCKET',
    ...T('Pocket sliding door', 'Porta scorrevole a scomparsa', 'Schiebetür in der Wand'),
    variables: ['WIDTH', 'HEIGHT', 'DOORFIN', 'STYLE', 'GLASS', 'HANDLE', 'POCKETKIT', 'SOFTCLOSE', 'LOCK'],
    rules: [
      'WC_NO_CLEAR',
      'TALL_NEEDS_WIDTH',
      'POCKET_PULL',
      'POCKET_LOCK',
      'POCKET_THIN_WALL',
      'DR_HANDLE',
      'DR_LOCK',
      'DR_GLASS',
      'DR_POCKET',
      'DR_SOFTCLOSE',
      'DOOR_HEADER',
    ],
    defaultvariants: 'WIDTH=800;HANDLE=DH4;LOCK=NONE',
    geometry: {
      width: 'WIDTH',
      height: 'HEIGHT',
      depth: "POCKETKIT == 'K100' ? 100 : POCKETKIT == 'K125' ? 125 : 150",
      opening: 'door',
      build: 'door',
      finishes: DOOR_FINISHES,
      params: { HINGE_LEFT: '1', POCKET: '1', ...LEAF },
    },
  },
];
const M_ = (model) => ({ model });
const A_ = (article) => ({ article });
const tables = [
  table('INTDOOR_BY_WIDTH', M_('INTDOOR'), 'WIDTH', [
    [600, 289],
    [700, 299],
    [800, 309],
    [900, 329],
  ]),
  table('POCKET_BY_WIDTH', M_('POCKET'), 'WIDTH', [
    [600, 269],
    [700, 279],
    [800, 289],
    [900, 309],
    [1000, 339],
  ]),
  ...['INTDOOR', 'POCKET'].map((m) =>
    table(`${m}_BY_HEIGHT`, M_(m), 'HEIGHT', [
      [2000, 0],
      [2100, 20],
      [2200, 55],
      [2300, 75],
      [2400, 95],
    ]),
  ),
  ...['K100', 'K125', 'K150'].map((k, i) =>
    table(`POCKET_${k}_BY_WIDTH`, A_(`DR-POCKET-${k}`), 'WIDTH', [
      [800, 339 + i * 20],
      [1000, 379 + i * 20],
    ]),
  ),
];
const prices = Object.entries({
  'DR-HINGE': 9.5,
  'DR-FRAME-F80': 149,
  'DR-FRAME-F100': 159,
  'DR-FRAME-F120': 169,
  'DR-FRAME-F140': 179,
  'DR-HDL-DH1': 39,
  'DR-HDL-DH2': 45,
  'DR-HDL-DH3': 42,
  'DR-HDL-DH4': 29,
  'DR-LOCK-KEY': 19,
  'DR-LOCK-WC': 29,
  'DR-LOCK-NONE': 12,
  'DR-LOCK-MAG': 35,
  'DR-GLASS-SATIN': 79,
  'DR-GLASS-CLEAR': 69,
  'DR-GLASS-REEDED': 119,
  'DR-GLASS-BRONZE': 99,
  'DR-SOFTCLOSE': 89,
}).map(([article, price]) => ({ article, price }));
const extras = [
  ...['INTDOOR', 'POCKET'].flatMap((m) => [
    extra('DOORFIN', 'GL', 15, M_(m)),
    extra('DOORFIN', 'OAK', 90, M_(m)),
    extra('DOORFIN', 'WAL', 140, M_(m)),
    extra('DOORFIN', 'ASH', 110, M_(m)),
    extra('STYLE', 'PANEL3', 60, M_(m)),
    extra('STYLE', 'GROOVE', 45, M_(m)),
    extra('STYLE', 'GLAZED', 40, M_(m)),
  ]),
  ...['F80', 'F100', 'F120', 'F140'].flatMap((f) => [
    extra('DOORFIN', 'OAK', 40, A_(`DR-FRAME-${f}`)),
    extra('DOORFIN', 'WAL', 60, A_(`DR-FRAME-${f}`)),
    extra('DOORFIN', 'ASH', 50, A_(`DR-FRAME-${f}`)),
  ]),
];
export default {
  formatVersion: 2,
  catalog: { cod: 'DOORS', ...T('Soglia interior doors', 'Porte interne Soglia', 'Innentüren Soglia') },
  classifications: [
    PARTS,
    { cod: 'HINGED', ...T('Hinged doors', 'Porte a battente', 'Drehtüren') },
    { cod: 'SLIDING', ...T('Sliding doors', 'Porte scorrevoli', 'Schiebetüren') },
  ],
  groups: [
    group('SIZE', T('Size', 'Misure', 'Maße')),
    group('FINISH', T('Finish', 'Finitura', 'Oberfläche')),
    group('HARDWARE', T('Hardware', 'Ferramenta', 'Beschläge')),
  ],
  variables,
  rules,
  models,
  articles: [
    ...parts,
    ...[700, 800, 900].map((w) => ({
      cod: `INTDOOR-${w}`,
      ...T(`Interior door ${w} × 2100 mm`, `Porta interna ${w} × 2100 mm`, `Innentür ${w} × 2100 mm`),
      classification: 'HINGED',
      model: 'INTDOOR',
      variants: `WIDTH=${w}`,
    })),
    ...[800, 900].map((w) => ({
      cod: `POCKET-${w}`,
      ...T(
        `Pocket door ${w} × 2100 mm`,
        `Porta a scomparsa ${w} × 2100 mm`,
        `Schiebetür in der Wand ${w} × 2100 mm`,
      ),
      classification: 'SLIDING',
      model: 'POCKET',
      variants: `WIDTH=${w}`,
    })),
  ],
  galleries: [
    gal(
      'OAK-GROOVE-800',
      'INTDOOR',
      'WIDTH=800;DOORFIN=OAK;STYLE=GROOVE;HANDLE=DH2;OPENING=L',
      'Grooved oak door with black lever',
      'Porta in rovere con incisioni e maniglia nera',
      'Eichentür mit Rillen und schwarzem Drücker',
    ),
    gal(
      'BATHROOM-SATIN',
      'INTDOOR',
      'WIDTH=700;STYLE=GLAZED;GLASS=SATIN;LOCK=WC',
      'Bathroom door with satin glass',
      'Porta bagno con vetro satinato',
      'Badtür mit Satinatoglas',
    ),
    gal(
      'TALL-WALNUT',
      'INTDOOR',
      'WIDTH=900;HEIGHT=2400;DOORFIN=WAL;HANDLE=DH3;FRAME=F120',
      'Floor-to-ceiling walnut door',
      'Porta in noce a tutta altezza',
      'Raumhohe Nussbaumtür',
    ),
    gal(
      'POCKET-REEDED',
      'POCKET',
      'WIDTH=900;STYLE=GLAZED;GLASS=REEDED;DOORFIN=ASH',
      'Black ash pocket door with reeded glass',
      'Porta a scomparsa in frassino nero con vetro cannettato',
      'Schiebetür Esche schwarz mit Riffelglas',
    ),
  ],
  priceLists: priceLists({ prices, tables, extras }),
  services: services(),
};
