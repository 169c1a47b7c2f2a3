// CLOSET variables (en/it/de texts, swatches for finishes).
import { T, val, choice, number, group } from './lib.mjs';

/**
 * The most sections a closet has: issue 21's speed goal names a 6-section closet, and 4,000 mm (the
 * widest WIDTH) still makes six sections of 667 mm, inside the 300 to 1,200 mm a section may be.
 * Every per-section formula of closet.mjs is generated up to it.
 */
export const MAX_SECTIONS = 6;

// Wizard steps (spec 4): each variable's group is its sub step; 001 Structure, 002 Interior, 003 Fronts.
export const variables = [
  number('WIDTH', T('Width', 'Larghezza', 'Breite'), 600, 4000, 10, {
    unit: 'mm',
    default: 2400,
    mandatory: true,
    group: '001-001',
  }),
  number('HEIGHT', T('Height', 'Altezza', 'Höhe'), 1800, 2800, 10, {
    unit: 'mm',
    default: 2360,
    mandatory: true,
    group: '001-001',
  }),
  number('DEPTH', T('Depth', 'Profondità', 'Tiefe'), 450, 700, 10, {
    unit: 'mm',
    default: 600,
    mandatory: true,
    group: '001-001',
  }),
  choice(
    'PLACEMENT',
    T('Placement', 'Posizionamento', 'Aufstellung'),
    [
      val('3', 'Free-standing on the floor', 'Libero a pavimento', 'Freistehend auf dem Boden'),
      val('5', 'Fitted in a niche', 'Incassato in nicchia', 'In eine Nische eingebaut'),
      val('8', 'Floor to ceiling', 'Da pavimento a soffitto', 'Vom Boden bis zur Decke'),
    ],
    { default: '3', mandatory: true, group: '001-002' },
  ),
  choice(
    'CARCASS',
    T('Carcass finish', 'Finitura struttura', 'Korpusausführung'),
    [
      val('CW', 'White', 'Bianco', 'Weiß', { swatch: '#F2F1EC' }),
      val('CG', 'Pebble grey', 'Grigio ciottolo', 'Kieselgrau', { swatch: '#B7B2A8' }),
      val('CO', 'Natural oak effect', 'Effetto rovere naturale', 'Eiche-natur-Dekor', { swatch: '#C29B6C' }),
      val('CA', 'Anthracite', 'Antracite', 'Anthrazit', { swatch: '#3F4144' }),
    ],
    { default: 'CW', mandatory: true, group: '001-002' },
  ),
  number('SECTIONS', T('Sections', 'Vani', 'Fächer'), 1, MAX_SECTIONS, 1, {
    default: 3,
    mandatory: true,
    group: '002-001',
  }),
  number(
    'SHELVES',
    T('Shelves per shelf section', 'Ripiani per vano a giorno', 'Böden je Regalfach'),
    0,
    6,
    1,
    { default: 3, group: '002-002' },
  ),
  number(
    'DRAWERS',
    T('Internal drawers (last section)', 'Cassetti interni (ultimo vano)', 'Innenschubkästen (letztes Fach)'),
    0,
    4,
    1,
    { default: 2, group: '002-003' },
  ),
  number(
    'RAILS',
    T('Sections with hanging rail', 'Vani con appendiabiti', 'Fächer mit Kleiderstange'),
    0,
    MAX_SECTIONS,
    1,
    { default: 1, group: '002-004' },
  ),
  choice(
    'FRONTTYPE',
    T('Doors', 'Ante', 'Türen'),
    [
      val('HINGED', 'Hinged doors', 'Ante battenti', 'Drehtüren'),
      val('SLIDING', 'Sliding doors', 'Ante scorrevoli', 'Schiebetüren'),
      val('NONE', 'Open, no doors', 'A giorno, senza ante', 'Offen, ohne Türen'),
    ],
    { default: 'HINGED', mandatory: true, group: '003-001' },
  ),
  choice(
    'HANDLE',
    T('Handle', 'Maniglia', 'Griff'),
    [
      val(
        'CH1',
        'Bar handle 320 mm, brushed steel',
        'Maniglia a barra 320 mm, acciaio spazzolato',
        'Stangengriff 320 mm, Edelstahl gebürstet',
      ),
      val('CH2', 'Leather tab pull, cognac', 'Maniglia in cuoio, cognac', 'Lederlasche, Cognac', {}),
      val('CH3', 'Push-to-open, no handle', 'Apertura push, senza maniglia', 'Tip-On, ohne Griff', {}),
      val(
        'CH4',
        'Integrated sliding-door profile',
        'Profilo integrato per scorrevoli',
        'Integriertes Schiebetürprofil',
      ),
    ],
    { default: 'CH1', mandatory: true, visibleIf: "FRONTTYPE != 'NONE'", group: '003-002' },
  ),
  choice(
    'FINISH',
    T('Door finish', 'Finitura ante', 'Türausführung'),
    [
      val('DW', 'White, matt lacquer', 'Bianco, laccato opaco', 'Weiß, Mattlack', {
        swatch: '#F4F3EE',
      }),
      val('DS', 'Sand, matt lacquer', 'Sabbia, laccato opaco', 'Sand, Mattlack', {
        swatch: '#D8CBB5',
      }),
      val('DG', 'Smoke grey, matt lacquer', 'Grigio fumo, laccato opaco', 'Rauchgrau, Mattlack', {
        swatch: '#8D8A86',
      }),
      val('DO', 'Oak veneer', 'Impiallacciato rovere', 'Eiche furniert', {
        swatch: '#BF9366',
      }),
      val('DN', 'Walnut veneer', 'Impiallacciato noce', 'Nussbaum furniert', {
        swatch: '#5D4332',
      }),
      val('MIR', 'Bronze mirror', 'Specchio bronzo', 'Bronzespiegel', {
        swatch: '#A89580',
      }),
    ],
    { default: 'DW', mandatory: true, visibleIf: "FRONTTYPE != 'NONE'", group: '003-003' },
  ),
  // Counts the closet tool sets from what it builds (issue 21); -1, the default, keeps the flat
  // formulas from the sections, so a wardrobe configured as a form prices as before.
  number(
    'SHELFQT',
    T(
      'Shelves counted by the closet tool (-1: from the shelves per section)',
      'Ripiani contati dallo strumento armadi (-1: dai ripiani per vano)',
      'Vom Schrankplaner gezählte Böden (-1: aus den Böden je Fach)',
    ),
    -1,
    60,
    1,
    { default: -1, visibleIf: 'false', group: '002-002' },
  ),
  number(
    'LEAVES',
    T(
      'Hinged leaves counted by the closet tool (-1: from the sections)',
      'Ante battenti contate dallo strumento armadi (-1: dai vani)',
      'Vom Schrankplaner gezählte Drehtürflügel (-1: aus den Fächern)',
    ),
    -1,
    20,
    1,
    { default: -1, visibleIf: 'false', group: '003-001' },
  ),
  number(
    'SLIDEPANELS',
    T(
      'Sliding panels counted by the closet tool (-1: from the width)',
      'Pannelli scorrevoli contati dallo strumento armadi (-1: dalla larghezza)',
      'Vom Schrankplaner gezählte Schiebetüren (-1: aus der Breite)',
    ),
    -1,
    10,
    1,
    { default: -1, visibleIf: 'false', group: '003-001' },
  ),
];

// Inside geometry (mm): 100 plinth + 18 bottom + 18 top; a hat shelf 300 below the top in every section.

// Wizard main steps and sub steps (the catalogue's groups); variables name their sub step in `group`.
export const steps = [
  group('001', T('Structure', 'Struttura', 'Korpus'), { key: 'structure', order: 1 }),
  group('001-001', T('Dimensions', 'Dimensioni', 'Maße'), { parent: '001', key: 'dimensions' }),
  group('001-002', T('Placement and carcass', 'Posizione e struttura', 'Aufstellung und Korpus'), {
    parent: '001',
    key: 'placement',
  }),
  group('002', T('Interior', 'Interno', 'Innenausstattung'), { key: 'interior', order: 2 }),
  group('002-001', T('Sections', 'Vani', 'Fächer'), { parent: '002', key: 'sections' }),
  group('002-002', T('Shelves', 'Ripiani', 'Einlegeböden'), { parent: '002', key: 'shelves' }),
  group('002-003', T('Drawers', 'Cassetti', 'Schubkästen'), { parent: '002', key: 'drawers' }),
  group('002-004', T('Hanging rails', 'Appendiabiti', 'Kleiderstangen'), { parent: '002', key: 'rails' }),
  group('003', T('Fronts', 'Frontali', 'Fronten'), { key: 'fronts', order: 3 }),
  group('003-001', T('Door type', 'Tipo di anta', 'Türart'), { parent: '003', key: 'doorType' }),
  group('003-002', T('Handle', 'Maniglia', 'Griff'), { parent: '003', key: 'handle' }),
  group('003-003', T('Door finish', 'Finitura ante', 'Türoberfläche'), {
    parent: '003',
    key: 'doorFinish',
  }),
];
