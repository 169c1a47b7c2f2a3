// LIVING variables (en/it/de texts, swatches for finishes).
import { T, val, choice, number, bool } from './lib.mjs';

export const FINISHES = [
  ['LW', 'Warm white, matt lacquer', 'Bianco caldo, laccato opaco', 'Warmweiß, Mattlack', '#F0ECE4', 0],
  ['LG', 'Pebble grey, matt lacquer', 'Grigio ciottolo, laccato opaco', 'Kieselgrau, Mattlack', '#A7A39B', 0],
  ['LB', 'Ink blue, matt lacquer', 'Blu inchiostro, laccato opaco', 'Tintenblau, Mattlack', '#2B3A4E', 1],
  ['LT', 'Terracotta, matt lacquer', 'Terracotta, laccato opaco', 'Terrakotta, Mattlack', '#B8674C', 1],
  ['LO', 'Natural oak veneer', 'Impiallacciato rovere naturale', 'Eiche natur furniert', '#BC9268', 2],
  [
    'LN',
    'Canaletto walnut veneer',
    'Impiallacciato noce Canaletto',
    'Canaletto-Nussbaum furniert',
    '#5C4033',
    2,
  ],
];
export const variables = [
  number('WIDTH', T('Width', 'Larghezza', 'Breite'), 600, 2400, 200, {
    unit: 'mm',
    mandatory: true,
    group: 'SIZE',
  }),
  choice(
    'LAYOUT',
    T('Front layout', 'Composizione frontale', 'Frontaufteilung'),
    [
      val('D2', 'Two doors', 'Due ante', 'Zwei Türen'),
      val('D3', 'Three doors', 'Tre ante', 'Drei Türen'),
      val('D4', 'Four doors', 'Quattro ante', 'Vier Türen'),
      val(
        'D2W3',
        'Two doors and three drawers',
        'Due ante e tre cassetti',
        'Zwei Türen und drei Schubkästen',
      ),
    ],
    { default: 'D3', mandatory: true, group: 'FRONT' },
  ),
  choice(
    'FINISH',
    T('Finish', 'Finitura', 'Ausführung'),
    FINISHES.map(([c, en, it, de, swatch]) => val(c, en, it, de, { swatch })),
    { default: 'LW', mandatory: true, group: 'FRONT' },
  ),
  choice(
    'TOP',
    T('Top', 'Top', 'Abdeckplatte'),
    [
      val('SAME', 'Same as the body', 'Come la struttura', 'Wie der Korpus'),
      val('OAK', 'Solid oak, 30 mm', 'Rovere massello, 30 mm', 'Eiche massiv, 30 mm', { swatch: '#C39A6B' }),
      val('MARBLE', 'Carrara marble, 20 mm', 'Marmo di Carrara, 20 mm', 'Carrara-Marmor, 20 mm', {
        swatch: '#E8E6E1',
      }),
      val('GLASS', 'Smoked glass, 8 mm', 'Vetro fumé, 8 mm', 'Rauchglas, 8 mm', { swatch: '#5A5853' }),
    ],
    { default: 'SAME', group: 'FRONT' },
  ),
  choice(
    'BASE',
    T('Base', 'Basamento', 'Untergestell'),
    [
      val(
        'METAL',
        'Slim metal legs, 150 mm',
        'Piedini sottili in metallo, 150 mm',
        'Schlanke Metallfüße, 150 mm',
        { swatch: '#2A2A2A' },
      ),
      val(
        'WOOD',
        'Tapered oak legs, 200 mm',
        'Gambe rastremate in rovere, 200 mm',
        'Konische Eichenfüße, 200 mm',
        { swatch: '#B88D5E' },
      ),
      val('PLINTH', 'Recessed plinth, 40 mm', 'Zoccolo arretrato, 40 mm', 'Zurückgesetzter Sockel, 40 mm'),
      val('WALL', 'Wall-hung', 'Sospeso a parete', 'Wandhängend'),
    ],
    { default: 'METAL', mandatory: true, group: 'BASE' },
  ),
  choice(
    'HANDLE',
    T('Handle', 'Maniglia', 'Griff'),
    [
      val('LH1', 'Leather tab, cognac', 'Linguetta in cuoio, cognac', 'Lederlasche, Cognac'),
      val('LH2', 'Round brass knob', 'Pomolo tondo in ottone', 'Runder Messingknopf'),
      val('LH3', 'Push-to-open, no handle', 'Apertura push, senza maniglia', 'Tip-On, ohne Griff'),
    ],
    { default: 'LH3', mandatory: true, group: 'FRONT' },
  ),
  bool('LIGHT', T('Interior LED light', 'Luce LED interna', 'LED-Innenbeleuchtung'), {
    default: false,
    group: 'EXTRA',
  }),
  bool('CABLE', T('Cable management', 'Passacavi', 'Kabelmanagement'), { default: true, group: 'EXTRA' }),
  choice(
    'TVFRONTS',
    T('TV unit fronts', 'Frontali porta TV', 'Fronten TV-Element'),
    [
      val('FLAP', 'Drop-down flaps', 'Ante a ribalta', 'Klappen'),
      val('DRAWERS', 'Drawers', 'Cassetti', 'Schubkästen'),
      val(
        'OPEN',
        'Flaps with an open centre',
        'Ribalte con vano a giorno centrale',
        'Klappen mit offenem Mittelfach',
      ),
    ],
    { default: 'FLAP', mandatory: true, group: 'FRONT' },
  ),
  number('MODULES', T('Modules', 'Moduli', 'Module'), 1, 6, 1, {
    default: 3,
    mandatory: true,
    group: 'SIZE',
  }),
  number('MODW', T('Module width', 'Larghezza modulo', 'Modulbreite'), 600, 1000, 200, {
    unit: 'mm',
    default: 800,
    mandatory: true,
    group: 'SIZE',
  }),
  number('HEIGHT', T('Height', 'Altezza', 'Höhe'), 1100, 2200, 50, {
    unit: 'mm',
    default: 1800,
    mandatory: true,
    group: 'SIZE',
  }),
  number('DEPTH', T('Depth', 'Profondità', 'Tiefe'), 300, 400, 50, {
    unit: 'mm',
    default: 350,
    group: 'SIZE',
  }),
  number('SHELVES', T('Shelves per module', 'Ripiani per modulo', 'Böden je Modul'), 2, 7, 1, {
    default: 4,
    group: 'INTERIOR',
  }),
  bool('BACK', T('Back panel', 'Schienale', 'Rückwand'), { default: true, group: 'INTERIOR' }),
  bool(
    'LOWDOORS',
    T(
      'Closed lower compartment with doors',
      'Vano inferiore chiuso con ante',
      'Geschlossenes Unterfach mit Türen',
    ),
    { default: false, group: 'INTERIOR' },
  ),
  number('LENGTH', T('Length', 'Lunghezza', 'Länge'), 1400, 2600, 100, {
    unit: 'mm',
    default: 1800,
    mandatory: true,
    group: 'SIZE',
  }),
  number('TWIDTH', T('Table width', 'Larghezza tavolo', 'Tischbreite'), 800, 1000, 100, {
    unit: 'mm',
    default: 900,
    mandatory: true,
    group: 'SIZE',
  }),
  bool('EXTEND', T('Extendable', 'Allungabile', 'Ausziehbar'), { default: false, group: 'SIZE' }),
  number(
    'LEAVES',
    T('Extension leaves, 500 mm each', 'Allunghe da 500 mm', 'Einlegeplatten à 500 mm'),
    1,
    2,
    1,
    { default: 1, visibleIf: 'EXTEND', group: 'SIZE' },
  ),
  choice(
    'TOPMAT',
    T('Table top', 'Piano tavolo', 'Tischplatte'),
    [
      val('OAK', 'Solid oak, oiled', 'Rovere massello oliato', 'Eiche massiv, geölt', {
        swatch: '#C49A6C',
      }),
      val('WALNUT', 'Canaletto walnut', 'Noce Canaletto', 'Canaletto-Nussbaum', {
        swatch: '#5C4033',
      }),
      val('CERAMIC', 'Ceramic, Calacatta effect', 'Ceramica effetto Calacatta', 'Keramik, Calacatta-Optik', {
        swatch: '#EFECE6',
      }),
      val('LACQUER', 'White matt lacquer', 'Laccato bianco opaco', 'Weiß Mattlack', { swatch: '#F2F0EB' }),
    ],
    { default: 'OAK', mandatory: true, group: 'TOP' },
  ),
  choice(
    'LEGTYPE',
    T('Legs', 'Gambe', 'Beine'),
    [
      val('L4', 'Four tapered legs', 'Quattro gambe rastremate', 'Vier konische Beine'),
      val('TRESTLE', 'Steel trestles', 'Cavalletti in acciaio', 'Stahlkufen'),
      val('PEDESTAL', 'Central pedestal', 'Basamento centrale', 'Mittelsäule'),
    ],
    { default: 'L4', mandatory: true, group: 'BASE' },
  ),
  choice(
    'LEGFIN',
    T('Leg finish', 'Finitura gambe', 'Beinausführung'),
    [
      val('BLACK', 'Matt black steel', 'Acciaio nero opaco', 'Stahl schwarz matt', { swatch: '#222222' }),
      val('BRONZE', 'Bronze steel', 'Acciaio bronzato', 'Stahl bronziert', { swatch: '#7B634A' }),
      val('OAK', 'Solid oak', 'Rovere massello', 'Eiche massiv', { swatch: '#C49A6C' }),
      val('WALNUT', 'Solid walnut', 'Noce massello', 'Nussbaum massiv', { swatch: '#5C4033' }),
    ],
    { default: 'OAK', mandatory: true, group: 'BASE' },
  ),
];
