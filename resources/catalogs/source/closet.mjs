// CLOSET: the Aria wardrobe system; its rules write the closet registers (core/closet/registers.ts).
import {
  T,
  exclude,
  requireValues,
  range,
  validate,
  register,
  header,
  sub,
  priceLists,
  table,
  extra,
  services,
  PARTS,
  gal,
} from './lib.mjs';
import { parts } from './closet-parts.mjs';
import { MAX_SECTIONS, steps, variables } from './closet-variables.mjs';

const HAT = '(HEIGHT - 436)';
/** Sections 1..MAX_SECTIONS, and 2..MAX_SECTIONS (the ones after the first). */
const SECTION_NUMBERS = Array.from({ length: MAX_SECTIONS }, (_, i) => i + 1);
const LATER_SECTIONS = SECTION_NUMBERS.slice(1);
const LEAVES = '(LEAVES >= 0 ? LEAVES : SECTIONS * (WIDTH / SECTIONS > 600 ? 2 : 1))';
const sectionItems = (s) => {
  const base = `(SECTIONS == ${s} ? DRAWERS * 200 : 0)`;
  const parts = [
    `'SHELF,${s},' + ${HAT} + ',18'`,
    `(RAILS >= ${s} ? ';RAIL,${s},' + (${HAT} - 70) + ',40' : '')`,
    ...[1, 2, 3, 4].map(
      (k) => `(SECTIONS == ${s} && DRAWERS >= ${k} ? ';DRAWER,${s},${(k - 1) * 200},200' : '')`,
    ),
    ...[1, 2, 3, 4, 5, 6].map(
      (j) =>
        `(RAILS < ${s} && SHELVES >= ${j} ? ';SHELF,${s},' + round(${base} + ${j} * (${HAT} - ${base}) / (SHELVES + 1)) + ',18' : '')`,
    ),
  ];
  return parts.join(' + ');
};
const rules = [
  range(
    'SECTION_COUNT',
    T(
      'Sections are 300 to 1200 mm wide',
      'I vani sono larghi da 300 a 1200 mm',
      'Fächer sind 300 bis 1200 mm breit',
    ),
    'SECTIONS',
    { min: 'ceil(WIDTH / 1200)', max: `min(${MAX_SECTIONS}, floor(WIDTH / 300))` },
  ),
  range(
    'RAILS_MAX',
    T(
      'At most one hanging rail per section',
      'Al massimo un appendiabiti per vano',
      'Höchstens eine Kleiderstange je Fach',
    ),
    'RAILS',
    { max: 'SECTIONS' },
  ),
  validate(
    'RAIL_DEPTH',
    T(
      'Hanging rails need a depth of at least 550 mm',
      'Gli appendiabiti richiedono una profondità di almeno 550 mm',
      'Kleiderstangen brauchen mindestens 550 mm Tiefe',
    ),
    'RAILS == 0 || DEPTH >= 550',
  ),
  validate(
    'SLIDING_DEPTH',
    T(
      'Sliding doors need a depth of at least 600 mm',
      'Le ante scorrevoli richiedono una profondità di almeno 600 mm',
      'Schiebetüren brauchen mindestens 600 mm Tiefe',
    ),
    "FRONTTYPE != 'SLIDING' || DEPTH >= 600",
  ),
  validate(
    'DRAWER_SECTION_WIDTH',
    T(
      'Internal drawers fit sections up to 1000 mm wide',
      'I cassetti interni sono per vani fino a 1000 mm',
      'Innenschubkästen passen in Fächer bis 1000 mm Breite',
    ),
    'DRAWERS == 0 || WIDTH / SECTIONS <= 1000',
  ),
  validate(
    'CEILING_HEIGHT',
    T(
      'Floor-to-ceiling fitting starts at 2200 mm',
      'Il montaggio a soffitto parte da 2200 mm',
      'Deckenhoher Einbau ab 2200 mm Höhe',
    ),
    "PLACEMENT != '8' || HEIGHT >= 2200",
  ),
  requireValues(
    'SLIDING_HANDLE',
    T(
      'Sliding doors open with the integrated profile',
      'Le ante scorrevoli si aprono con il profilo integrato',
      'Schiebetüren öffnen mit dem integrierten Profil',
    ),
    "FRONTTYPE == 'SLIDING'",
    'HANDLE',
    ['CH4'],
  ),
  exclude(
    'HINGED_HANDLE',
    T(
      'The integrated profile is for sliding doors only',
      'Il profilo integrato è solo per ante scorrevoli',
      'Das integrierte Profil gibt es nur für Schiebetüren',
    ),
    "FRONTTYPE != 'SLIDING'",
    'HANDLE',
    ['CH4'],
  ),
  exclude(
    'MIRROR_SLIDING',
    T(
      'Mirror panels are made for sliding doors only',
      'Gli specchi sono previsti solo per ante scorrevoli',
      'Spiegelfüllungen gibt es nur für Schiebetüren',
    ),
    "FRONTTYPE != 'SLIDING'",
    'FINISH',
    ['MIR'],
  ),
  register(
    'CL_STRUCT',
    'Closet structure register',
    'CLOSETSTRUCT',
    "'W=' + WIDTH + ';H=' + HEIGHT + ';D=' + DEPTH + ';PLACE=' + PLACEMENT",
  ),
  register(
    'CL_DIVIDERS',
    'Evenly spaced dividers',
    'CLOSETDIV',
    SECTION_NUMBERS.slice(0, -1)
      .map((k) => `(SECTIONS > ${k} ? '${k === 1 ? '' : ','}' + round(WIDTH * ${k} / SECTIONS) : '')`)
      .join(' + '),
  ),
  ...SECTION_NUMBERS.map((s) =>
    register(`CL_ITEMS_S${s}`, `Interior of section ${s}`, `CLITEMS_S${s}`, sectionItems(s), {
      when: `SECTIONS >= ${s}`,
    }),
  ),
  register(
    'CL_ITEMS',
    'Closet interior register',
    'CLITEMS',
    [
      '_REG.CLITEMS_S1',
      ...LATER_SECTIONS.map((s) => `(SECTIONS >= ${s} ? ';' + _REG.CLITEMS_S${s} : '')`),
    ].join(' + '),
  ),
  register(
    'CL_AREAS_HINGED',
    'One hinged area per section',
    'CLOSETAREAS',
    [
      "'1:HINGED/' + (WIDTH / SECTIONS > 600 ? 2 : 1)",
      ...LATER_SECTIONS.map(
        (s) => `(SECTIONS >= ${s} ? ';${s}:HINGED/' + (WIDTH / SECTIONS > 600 ? 2 : 1) : '')`,
      ),
    ].join(' + '),
    { when: "FRONTTYPE == 'HINGED'" },
  ),
  register(
    'CL_AREAS_SLIDING',
    'Sliding doors across all sections',
    'CLOSETAREAS',
    "(SECTIONS == 1 ? '1' : '1-' + SECTIONS) + ':SLIDING/' + max(2, ceil(WIDTH / 1500))",
    { when: "FRONTTYPE == 'SLIDING'" },
  ),
  register(
    'CL_AREAS_OPEN',
    'Open sections',
    'CLOSETAREAS',
    ["'1:NONE'", ...LATER_SECTIONS.map((s) => `(SECTIONS >= ${s} ? ';${s}:NONE' : '')`)].join(' + '),
    { when: "FRONTTYPE == 'NONE'" },
  ),
  header('WARDROBE_HEADER', "'WR-' + WIDTH + 'x' + HEIGHT", '_MODEL', [
    '_MODEL',
    'WIDTH',
    'HEIGHT',
    'DEPTH',
    'SECTIONS',
    'FRONTTYPE',
    'CARCASS',
  ]),
  sub('CL_DIVIDER_PANELS', 'Divider panels', 'CL-DIVIDER', 'SECTIONS - 1'),
  sub(
    'CL_SHELVES',
    'Hat shelves and adjustable shelves',
    'CL-SHELF',
    'SHELFQT >= 0 ? SHELFQT : SECTIONS + SHELVES * max(0, SECTIONS - RAILS)',
  ),
  sub('CL_RAILS', 'Oval hanging rails with supports', 'CL-RAIL', 'RAILS'),
  sub('CL_DRAWERS', 'Internal drawers, soft-close', 'CL-DRAWER', 'DRAWERS'),
  sub('CL_DOORS', 'Hinged door leaves', 'CL-DOOR', LEAVES, { when: "FRONTTYPE == 'HINGED'" }),
  sub('CL_HINGES', 'Soft-close hinges', 'CL-HINGE', `${LEAVES} * (HEIGHT - 100 > 2000 ? 5 : 4)`, {
    when: "FRONTTYPE == 'HINGED'",
  }),
  sub('CL_HANDLES', 'One handle (or push latch) per leaf', "'CL-HDL-' + HANDLE", LEAVES, {
    when: "FRONTTYPE == 'HINGED'",
  }),
  sub(
    'CL_SLIDING_PANELS',
    'Sliding door panels',
    'CL-SLIDE',
    'SLIDEPANELS >= 0 ? SLIDEPANELS : max(2, ceil(WIDTH / 1500))',
    {
      when: "FRONTTYPE == 'SLIDING'",
    },
  ),
  sub('CL_TRACK', 'Sliding track set, per metre', 'CL-TRACK', 'WIDTH / 1000', {
    when: "FRONTTYPE == 'SLIDING'",
  }),
  sub('CL_PLINTH', 'Plinth, per metre', 'CL-PLINTH', 'WIDTH / 1000'),
  sub('CL_NICHE_FILLERS', 'Side fillers for a niche', 'CL-FILLER', "PLACEMENT == '5' ? 2 : 0"),
  sub('CL_CEILING_FILLER', 'Ceiling filler, per metre', 'CL-CEILING', "PLACEMENT == '8' ? WIDTH / 1000 : 0"),
];

const ALL = variables.map((v) => v.cod);
const models = [
  {
    cod: 'WARDROBE',
    ...T('Wardrobe system', 'Sistema armadio', 'Kleiderschranksystem'),
    fldef: true,
    variables: ALL,
    rules: rules.map((r) => r.cod),
    geometry: {
      width: 'WIDTH',
      height: 'HEIGHT',
      depth: 'DEPTH',
      // Drawn by the closet tool's parts when the row has its closet; else as a cabinet: a 100 mm
      // plinth, two hinged leaves per section, sliding panels (at least two) or open sections.
      build: 'cabinet',
      finishes: { carcass: 'CARCASS', front: 'FINISH' },
      handle: "FRONTTYPE == 'SLIDING' ? 'none' : 'bar'",
      fronts: [
        {
          kind: "FRONTTYPE == 'NONE' ? 'open' : 'door'",
          columns:
            "FRONTTYPE == 'SLIDING' ? max(2, SECTIONS) : FRONTTYPE == 'HINGED' ? 2 * SECTIONS : SECTIONS",
        },
      ],
      params: { SECTIONS: 'SECTIONS', DRAWERS: 'DRAWERS', RAILS: 'RAILS', BASE: '100', SHELVES: 'SHELVES' },
    },
  },
  {
    cod: 'WARDROBE-SL',
    ...T('Sliding-door wardrobe', 'Armadio con ante scorrevoli', 'Schwebetürenschrank'),
    basemodel: 'WARDROBE',
    forcedvariants: 'FRONTTYPE=SLIDING',
    defaultvariants: 'WIDTH=3000;DEPTH=650;HANDLE=CH4',
  },
  {
    cod: 'WALKIN',
    ...T('Open walk-in system', 'Cabina armadio a giorno', 'Offenes Ankleidesystem'),
    basemodel: 'WARDROBE',
    forcedvariants: 'FRONTTYPE=NONE',
    defaultvariants: 'WIDTH=1800;SECTIONS=2;SHELVES=4',
  },
];

const A_ = (article) => ({ article });
const tables = [
  table('WARDROBE_PER_METRE', { model: 'WARDROBE' }, 'WIDTH', [[4000, 289]], { mode: 'perUnit', unit: 1000 }),
  table('WARDROBE_BY_HEIGHT', { model: 'WARDROBE' }, 'HEIGHT', [
    [2000, 0],
    [2200, 35],
    [2400, 69],
    [2600, 119],
    [2800, 169],
  ]),
  table('WARDROBE_BY_DEPTH', { model: 'WARDROBE' }, 'DEPTH', [
    [600, 0],
    [700, 49],
  ]),
  table('CL_DIVIDER_BY_HEIGHT', A_('CL-DIVIDER'), 'HEIGHT', [
    [2200, 59],
    [2600, 69],
    [2800, 79],
  ]),
  table('CL_SHELF_BY_DEPTH', A_('CL-SHELF'), 'DEPTH', [
    [500, 22],
    [600, 26],
    [700, 29],
  ]),
  table('CL_DOOR_BY_HEIGHT', A_('CL-DOOR'), 'HEIGHT', [
    [2000, 89],
    [2200, 99],
    [2400, 109],
    [2600, 125],
    [2800, 139],
  ]),
  table('CL_SLIDE_BY_HEIGHT', A_('CL-SLIDE'), 'HEIGHT', [
    [2400, 289],
    [2800, 339],
  ]),
];
const prices = Object.entries({
  'CL-RAIL': 19,
  'CL-DRAWER': 89,
  'CL-HINGE': 5.9,
  'CL-HDL-CH1': 18.9,
  'CL-HDL-CH2': 14.5,
  'CL-HDL-CH3': 12.9,
  'CL-TRACK': 89,
  'CL-PLINTH': 29,
  'CL-FILLER': 39,
  'CL-CEILING': 49,
}).map(([article, price]) => ({ article, price }));
const extras = [
  extra('CARCASS', 'CO', 45, { model: 'WARDROBE' }),
  extra('CARCASS', 'CA', 25, { model: 'WARDROBE' }),
  ...[
    ['DS', 0],
    ['DG', 0],
    ['DO', 39],
    ['DN', 55],
  ].flatMap(([f, p]) => (p ? [extra('FINISH', f, p, A_('CL-DOOR'))] : [])),
  extra('FINISH', 'DO', 79, A_('CL-SLIDE')),
  extra('FINISH', 'DN', 109, A_('CL-SLIDE')),
  extra('FINISH', 'MIR', 129, A_('CL-SLIDE')),
];

export default {
  formatVersion: 2,
  catalog: { cod: 'CLOSET', ...T('Aria wardrobe system', 'Sistema armadi Aria', 'Schranksystem Aria') },
  classifications: [
    PARTS,
    { cod: 'WARDROBES', ...T('Wardrobes', 'Armadi', 'Kleiderschränke') },
    { cod: 'WALKIN', ...T('Walk-in closets', 'Cabine armadio', 'Begehbare Ankleiden'), parent: 'WARDROBES' },
  ],
  groups: steps,
  variables,
  rules,
  models,
  articles: [
    ...parts,
    {
      cod: 'WR-HINGED-2400',
      ...T('Hinged wardrobe 2400 mm', 'Armadio battente 2400 mm', 'Drehtürenschrank 2400 mm'),
      classification: 'WARDROBES',
      model: 'WARDROBE',
      variants: 'WIDTH=2400',
    },
    {
      cod: 'WR-HINGED-1800',
      ...T('Hinged wardrobe 1800 mm', 'Armadio battente 1800 mm', 'Drehtürenschrank 1800 mm'),
      classification: 'WARDROBES',
      model: 'WARDROBE',
      variants: 'WIDTH=1800;SECTIONS=2',
    },
    {
      cod: 'WR-SLIDING-3000',
      ...T('Sliding wardrobe 3000 mm', 'Armadio scorrevole 3000 mm', 'Schwebetürenschrank 3000 mm'),
      classification: 'WARDROBES',
      model: 'WARDROBE-SL',
      variants: 'WIDTH=3000',
    },
    {
      cod: 'WALKIN-1800',
      ...T('Walk-in system 1800 mm', 'Cabina armadio 1800 mm', 'Ankleidesystem 1800 mm'),
      classification: 'WALKIN',
      model: 'WALKIN',
      variants: 'WIDTH=1800',
    },
  ],
  galleries: [
    gal(
      'OAK-HINGED-2400',
      'WARDROBE',
      'WIDTH=2400;SECTIONS=3;RAILS=2;FINISH=DO;HANDLE=CH2',
      'Oak hinged wardrobe 2400 with leather pulls',
      'Armadio battente 2400 in rovere con maniglie in cuoio',
      'Eichen-Drehtürenschrank 2400 mit Ledergriffen',
    ),
    gal(
      'MIRROR-SLIDING-3000',
      'WARDROBE-SL',
      'WIDTH=3000;SECTIONS=3;RAILS=2;FINISH=MIR',
      'Sliding wardrobe 3000 with bronze mirrors',
      'Armadio scorrevole 3000 con specchi bronzo',
      'Schwebetürenschrank 3000 mit Bronzespiegeln',
    ),
    gal(
      'NICHE-4000',
      'WARDROBE',
      'WIDTH=4000;HEIGHT=2600;PLACEMENT=5;SECTIONS=4;RAILS=2;DRAWERS=4;FINISH=DG;HANDLE=CH3',
      'Fitted niche wardrobe 4000, push-to-open',
      'Armadio a nicchia 4000 con apertura push',
      'Nischenschrank 4000 mit Tip-On',
    ),
    gal(
      'WALKIN-OAK',
      'WALKIN',
      'WIDTH=2400;SECTIONS=3;RAILS=2;DRAWERS=3;CARCASS=CO',
      'Oak-effect walk-in with drawers',
      'Cabina effetto rovere con cassetti',
      'Ankleide in Eiche-Dekor mit Schubkästen',
    ),
  ],
  priceLists: priceLists({ prices, tables, extras }),
  services: services(),
};
