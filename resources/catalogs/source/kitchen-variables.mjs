// Kitchen variables, shared by the models that list them (en/it/de texts, swatches for finishes).
import { T, val, choice, number, bool, text } from './lib.mjs';

const mm = (n) => val(String(n), `${n} mm`, `${n} mm`, `${n} mm`);

export const FRONTS = [
  ['F01', 'Arctic white, matt', 'Bianco artico opaco', 'Arktisweiß matt', '#F3F3EF', 1],
  ['F02', 'Cashmere, matt', 'Cashmere opaco', 'Kaschmir matt', '#CFC3B2', 1],
  ['F03', 'Sage green, matt lacquer', 'Verde salvia, laccato opaco', 'Salbeigrün, Mattlack', '#9DAE8C', 2],
  ['F04', 'Graphite, matt lacquer', 'Grafite, laccato opaco', 'Graphit, Mattlack', '#3C3F42', 2],
  ['F08', 'Terracotta, matt lacquer', 'Terracotta, laccato opaco', 'Terrakotta, Mattlack', '#B5654A', 2],
  [
    'F07',
    'Midnight blue, gloss lacquer',
    'Blu notte, laccato lucido',
    'Nachtblau, Hochglanzlack',
    '#1E2A45',
    3,
  ],
  ['F05', 'Natural oak veneer', 'Rovere naturale impiallacciato', 'Eiche natur furniert', '#B98B5B', 3],
  ['F06', 'Smoked oak veneer', 'Rovere fumé impiallacciato', 'Räuchereiche furniert', '#6B5442', 3],
];

export const variables = [
  number('WIDTH', T('Width', 'Larghezza', 'Breite'), 300, 1200, 50, {
    unit: 'mm',
    default: 600,
    mandatory: true,
    group: 'SIZE',
  }),
  number('HWALL', T('Wall unit height', 'Altezza pensile', 'Höhe Hängeschrank'), 360, 900, 180, {
    unit: 'mm',
    default: 720,
    mandatory: true,
    group: 'SIZE',
  }),
  number('HTALL', T('Tall unit height', 'Altezza colonna', 'Höhe Hochschrank'), 2040, 2160, 120, {
    unit: 'mm',
    default: 2040,
    mandatory: true,
    group: 'SIZE',
  }),
  number('DOORS', T('Number of doors', 'Numero di ante', 'Anzahl Türen'), 1, 2, 1, {
    default: 1,
    group: 'FRONT',
  }),
  choice(
    'HINGE',
    T('Hinge side', 'Lato cerniere', 'Türanschlag'),
    [val('L', 'Left', 'Sinistra', 'Links'), val('R', 'Right', 'Destra', 'Rechts')],
    { default: 'R', mandatory: true, visibleIf: 'DOORS == 1', group: 'FRONT' },
  ),
  choice(
    'FRONTTYPE',
    T('Front type', 'Tipo di anta', 'Frontart'),
    [
      val('SOLID', 'Solid door', 'Anta piena', 'Volltür'),
      val(
        'GLASS',
        'Aluminium frame with satin glass',
        'Telaio in alluminio con vetro satinato',
        'Aluminiumrahmen mit Satinatoglas',
      ),
    ],
    { default: 'SOLID', group: 'FRONT' },
  ),
  choice(
    'FRONT',
    T('Front finish', 'Finitura frontale', 'Frontausführung'),
    FRONTS.map(([c, en, it, de, swatch]) => val(c, en, it, de, { swatch })),
    // The fronts are a dClass (spec 2): a deployment that declares FRONTS shows them as large swatches.
    { default: 'F01', mandatory: true, group: 'FRONT', dClass: 'FRONTS' },
  ),
  choice(
    'CARCASS',
    T('Carcass colour', 'Colore scocca', 'Korpusfarbe'),
    [
      val('C1', 'White', 'Bianco', 'Weiß', { swatch: '#F2F2F0' }),
      val('C2', 'Light grey', 'Grigio chiaro', 'Lichtgrau', { swatch: '#C9CACB' }),
      val('C3', 'Anthracite', 'Antracite', 'Anthrazit', { swatch: '#45474A' }),
      val('C4', 'Oak effect', 'Effetto rovere', 'Eiche-Dekor', { swatch: '#C19A6B' }),
    ],
    { default: 'C1', mandatory: true, group: 'CARCASS' },
  ),
  choice(
    'HANDLE',
    T('Handle', 'Maniglia', 'Griff'),
    [
      val(
        'H1',
        'Bar handle, 160 mm centres',
        'Maniglia a barra, interasse 160 mm',
        'Bügelgriff, Lochabstand 160 mm',
      ),
      val('H2', 'Round knob, Ø 30 mm', 'Pomolo tondo, Ø 30 mm', 'Knopf rund, Ø 30 mm', {}),
      val('H3', 'Handle-less, gola channel', 'Senza maniglia, profilo gola', 'Grifflos, Griffmulde', {}),
      val('H4', 'Edge pull', 'Maniglia a bordo anta', 'Griffleiste auf Türkante', {}),
      val('H5', 'Push-to-open, no handle', 'Apertura push, senza maniglia', 'Tip-On, ohne Griff', {}),
    ],
    { default: 'H1', mandatory: true, group: 'HANDLE' },
  ),
  choice(
    'HFIN',
    T('Handle finish', 'Finitura maniglia', 'Griffoberfläche'),
    [
      val('STEEL', 'Brushed stainless steel', 'Acciaio inox spazzolato', 'Edelstahl gebürstet', {
        swatch: '#A8A9AD',
      }),
      val('BLACK', 'Matt black', 'Nero opaco', 'Schwarz matt', { swatch: '#1E1E1E' }),
      val('BRASS', 'Brushed brass', 'Ottone spazzolato', 'Messing gebürstet', { swatch: '#B5A06B' }),
      val('CHROME', 'Polished chrome', 'Cromo lucido', 'Chrom poliert', { swatch: '#D9DCDF' }),
    ],
    { default: 'STEEL', mandatory: true, visibleIf: "HANDLE in ['H1', 'H2', 'H4']", group: 'HANDLE' },
  ),
  number('SHELVES', T('Adjustable shelves', 'Ripiani regolabili', 'Einlegeböden'), 0, 3, 1, {
    default: 1,
    group: 'INTERIOR',
  }),
  number('PLINTH_H', T('Plinth height', 'Altezza zoccolo', 'Sockelhöhe'), 100, 150, 50, {
    unit: 'mm',
    default: 150,
    group: 'SIZE',
  }),
  bool('SINKMAT', T('Aluminium anti-drip mat', 'Tappetino antigoccia in alluminio', 'Alu-Schutzmatte'), {
    default: true,
    group: 'INTERIOR',
  }),
  choice(
    'WASTE',
    T('Waste separation', 'Raccolta differenziata', 'Abfalltrennung'),
    [
      val('NONE', 'None', 'Nessuna', 'Keine'),
      val('W2', 'Two bins, 2 × 15 l', 'Due contenitori, 2 × 15 l', 'Zwei Eimer, 2 × 15 l'),
      val('W3', 'Three bins, 3 × 12 l', 'Tre contenitori, 3 × 12 l', 'Drei Eimer, 3 × 12 l'),
    ],
    { default: 'NONE', group: 'INTERIOR' },
  ),
  number('DRAWERS', T('Number of drawers', 'Numero di cassetti', 'Anzahl Schubkästen'), 2, 4, 1, {
    default: 3,
    group: 'INTERIOR',
  }),
  choice(
    'RUNNER',
    T('Drawer runners', 'Guide dei cassetti', 'Schubkastenführung'),
    [
      val(
        'SC',
        'Full extension, soft-close',
        'Estrazione totale, chiusura ammortizzata',
        'Vollauszug mit Dämpfung',
      ),
      val('TO', 'Full extension, push-to-open', 'Estrazione totale, apertura push', 'Vollauszug mit Tip-On'),
    ],
    { default: 'SC', group: 'INTERIOR' },
  ),
  bool('ORGANISER', T('Oak cutlery organiser', 'Portaposate in rovere', 'Besteckeinsatz Eiche'), {
    default: false,
    group: 'INTERIOR',
  }),
  choice(
    'BLIND',
    T('Corner position', 'Posizione angolo', 'Eckposition'),
    [
      val('L', 'Corner on the left', 'Angolo a sinistra', 'Ecke links'),
      val('R', 'Corner on the right', 'Angolo a destra', 'Ecke rechts'),
    ],
    { default: 'L', mandatory: true, group: 'SIZE' },
  ),
  choice(
    'CAROUSEL',
    T('Corner fitting', 'Attrezzatura angolo', 'Eckbeschlag'),
    [
      val('NONE', 'Shelf only', 'Solo ripiano', 'Nur Einlegeboden'),
      val('HALF', 'Half-moon carousel', 'Ripiani girevoli a mezzaluna', 'Halbkreis-Drehboden'),
      val('LEMANS', 'LeMans swing-out', 'Estraibile LeMans', 'LeMans-Schwenkauszug'),
      val('MAGIC', 'Magic Corner pull-out', 'Estraibile Magic Corner', 'Magic-Corner-Eckauszug'),
    ],
    { default: 'HALF', group: 'INTERIOR' },
  ),
  bool('LIGHT', T('LED under-cabinet light', 'Luce LED sottopensile', 'LED-Unterbauleuchte'), {
    default: false,
    group: 'INTERIOR',
  }),
  choice(
    'LIFT',
    T('Flap lift system', 'Sistema di apertura a ribalta', 'Klappenbeschlag'),
    [
      val('GAS', 'Gas-strut stay', 'Pistone a gas', 'Gasdruckfeder'),
      val(
        'SERVO',
        'Electric servo-drive lift',
        'Sollevamento elettrico servo-drive',
        'Elektrischer Servo-Drive-Lift',
      ),
    ],
    { default: 'GAS', group: 'FRONT' },
  ),
  choice(
    'APPLIANCE',
    T('Appliance layout', 'Configurazione elettrodomestici', 'Geräteanordnung'),
    [
      val(
        'O60',
        'Oven 600 mm with 2 drawers below',
        'Forno 600 mm con 2 cassetti sotto',
        'Backofen 600 mm mit 2 Schubkästen darunter',
      ),
      val(
        'O60M',
        'Oven 600 mm and microwave 450 mm',
        'Forno 600 mm e microonde 450 mm',
        'Backofen 600 mm und Mikrowelle 450 mm',
      ),
      val(
        'O45W',
        'Compact oven 450 mm and warming drawer',
        'Forno compatto 450 mm e cassetto scaldavivande',
        'Kompaktbackofen 450 mm und Wärmeschublade',
      ),
    ],
    { default: 'O60', mandatory: true, group: 'INTERIOR' },
  ),
  choice(
    'NICHE',
    T('Fridge niche height', 'Altezza vano frigorifero', 'Nischenhöhe Kühlgerät'),
    [
      val('1220', '1220 mm (fridge)', '1220 mm (frigorifero)', '1220 mm (Kühlschrank)'),
      val(
        '1780',
        '1780 mm (fridge-freezer)',
        '1780 mm (frigo-congelatore)',
        '1780 mm (Kühl-Gefrier-Kombination)',
      ),
    ],
    { default: '1780', mandatory: true, group: 'INTERIOR' },
  ),
  choice(
    'INTERIOR',
    T('Pantry interior', 'Interno dispensa', 'Innenausstattung Vorratsschrank'),
    [
      val('SHELVES', 'Five adjustable shelves', 'Cinque ripiani regolabili', 'Fünf Einlegeböden'),
      val('LARDER', 'Tandem larder pull-out', 'Dispensa estraibile tandem', 'Tandem-Vorratsauszug'),
      val('DRAWERS', 'Four inner drawers', 'Quattro cassetti interni', 'Vier Innenschubkästen'),
    ],
    { default: 'SHELVES', group: 'INTERIOR' },
  ),
  choice(
    'WTMAT',
    T('Worktop material', 'Materiale piano', 'Arbeitsplattenmaterial'),
    [
      val('LAM', 'High-pressure laminate', 'Laminato HPL', 'HPL-Schichtstoff'),
      val(
        'OAK',
        'Solid oak, full staves',
        'Rovere massello lamellare',
        'Eiche massiv, durchgehende Lamellen',
      ),
      val('QTZ', 'Quartz composite', 'Quarzo composito', 'Quarzkomposit'),
    ],
    { default: 'LAM', mandatory: true, group: 'WORKTOP' },
  ),
  choice(
    'WTDECOR',
    T('Worktop decor', 'Decoro piano', 'Arbeitsplattendekor'),
    [
      val('LW', 'Chalk white', 'Bianco gesso', 'Kreideweiß', { swatch: '#EEEDE8' }),
      val('LC', 'Concrete grey', 'Grigio cemento', 'Betongrau', { swatch: '#9A9893' }),
      val('LM', 'Black marble effect', 'Effetto marmo nero', 'Marmoroptik schwarz', { swatch: '#262626' }),
      val('OA', 'Natural oak, oiled', 'Rovere naturale oliato', 'Eiche natur geölt', { swatch: '#C49A6C' }),
      val('OS', 'Smoked oak, oiled', 'Rovere fumé oliato', 'Räuchereiche geölt', { swatch: '#7A5C43' }),
      val('QC', 'Calacatta white', 'Bianco Calacatta', 'Calacatta weiß', { swatch: '#F1EEE8' }),
      val('QG', 'Fog grey', 'Grigio nebbia', 'Nebelgrau', { swatch: '#B9B8B4' }),
      val('QB', 'Absolute black', 'Nero assoluto', 'Absolutschwarz', { swatch: '#1B1B1C' }),
    ],
    { default: 'LW', mandatory: true, group: 'WORKTOP' },
  ),
  number('LENGTH', T('Length', 'Lunghezza', 'Länge'), 600, 4200, 10, {
    unit: 'mm',
    default: 2400,
    mandatory: true,
    group: 'SIZE',
  }),
  number('WTDEPTH', T('Worktop depth', 'Profondità piano', 'Plattentiefe'), 600, 650, 50, {
    unit: 'mm',
    default: 600,
    group: 'SIZE',
  }),
  number('WTTHICK', T('Worktop thickness', 'Spessore piano', 'Plattenstärke'), 20, 40, 10, {
    unit: 'mm',
    default: 40,
    group: 'SIZE',
  }),
  choice(
    'SINKCUT',
    T('Sink cut-out', 'Foro lavello', 'Spülenausschnitt'),
    [
      val('NONE', 'None', 'Nessuno', 'Keiner'),
      val('INSET', 'For an inset sink', 'Per lavello da incasso', 'Für Einbauspüle'),
      val(
        'UNDER',
        'For an undermount sink, polished edges',
        'Per lavello sottotop, bordi lucidati',
        'Für Unterbauspüle, Kanten poliert',
      ),
    ],
    { default: 'NONE', group: 'WORKTOP' },
  ),
  bool('HOBCUT', T('Hob cut-out', 'Foro piano cottura', 'Kochfeldausschnitt'), {
    default: false,
    group: 'WORKTOP',
  }),
  number('ENDS', T('Finished ends', 'Testate rifinite', 'Sichtbare Stirnkanten'), 0, 2, 1, {
    default: 1,
    group: 'WORKTOP',
  }),
  choice(
    'PLFIN',
    T('Plinth finish', 'Finitura zoccolo', 'Sockelausführung'),
    [
      val('ALU', 'Brushed aluminium', 'Alluminio spazzolato', 'Aluminium gebürstet', { swatch: '#B8BBBE' }),
      val('INOX', 'Stainless-steel look', 'Effetto acciaio inox', 'Edelstahl-Optik', { swatch: '#9EA2A5' }),
      // A plinth in a front finish matches the doors above it.
      ...FRONTS.map(([c, en, it, de, swatch]) =>
        val(c, `Front finish: ${en}`, `Finitura frontale: ${it}`, `Frontfarbe: ${de}`, { swatch }),
      ),
    ],
    { default: 'ALU', mandatory: true, group: 'FRONT' },
  ),
  number('CORNERS', T('Corner joints', 'Giunti angolari', 'Eckverbinder'), 0, 4, 1, {
    default: 0,
    group: 'SIZE',
  }),
  bool('SEAL', T('Moisture seal strip', 'Guarnizione antiumidità', 'Sockeldichtung'), {
    default: true,
    group: 'SIZE',
  }),
  bool('VENT', T('Ventilation grille', 'Griglia di aerazione', 'Lüftungsgitter'), {
    default: false,
    group: 'SIZE',
  }),
  choice(
    'COPROF',
    T('Cornice profile', 'Profilo cornice', 'Kranzprofil'),
    [val('FLAT', 'Straight', 'Dritto', 'Gerade'), val('COVE', 'Moulded', 'Sagomato', 'Profiliert')],
    { default: 'FLAT', group: 'FRONT' },
  ),
  number('COHEIGHT', T('Cornice height', 'Altezza cornice', 'Kranzhöhe'), 40, 70, 30, {
    unit: 'mm',
    default: 40,
    group: 'SIZE',
  }),
  bool('LED', T('LED light strip', 'Striscia LED', 'LED-Lichtleiste'), { default: false, group: 'FRONT' }),
  choice(
    'PANELTYPE',
    T('Panel for', 'Fianco per', 'Wange für'),
    [
      val('BASE', 'Base units', 'Basi', 'Unterschränke'),
      val('WALL', 'Wall units', 'Pensili', 'Hängeschränke'),
      val('TALL', 'Tall units', 'Colonne', 'Hochschränke'),
    ],
    { default: 'BASE', mandatory: true, group: 'SIZE' },
  ),
  number('PANELTHICK', T('Panel thickness', 'Spessore fianco', 'Wangenstärke'), 19, 38, 19, {
    unit: 'mm',
    default: 19,
    group: 'SIZE',
  }),
  choice(
    'SIDE',
    T('Side', 'Lato', 'Seite'),
    [val('L', 'Left', 'Sinistra', 'Links'), val('R', 'Right', 'Destra', 'Rechts')],
    { default: 'L', mandatory: true, group: 'SIZE' },
  ),
  choice('HSIZE', T('Handle size', 'Misura maniglia', 'Griffgröße'), ['128', '160', '192', '320'].map(mm), {
    default: '160',
    visibleIf: "HANDLE != 'H2'",
    group: 'HANDLE',
  }),
  number('QTY', T('Quantity', 'Quantità', 'Menge'), 1, 60, 1, {
    default: 10,
    mandatory: true,
    group: 'HANDLE',
  }),
  choice(
    'SCREWS',
    T('Fixing screws', 'Viti di fissaggio', 'Befestigungsschrauben'),
    [
      val('S19', 'For 19 mm fronts', 'Per frontali da 19 mm', 'Für 19-mm-Fronten'),
      val('S22', 'For 22 mm fronts', 'Per frontali da 22 mm', 'Für 22-mm-Fronten'),
      val('S38', 'For 38 mm double fronts', 'Per frontali doppi da 38 mm', 'Für 38-mm-Doppelfronten'),
    ],
    { default: 'S19', group: 'HANDLE' },
  ),
  text('NOTE', T('Position note', 'Nota di posizione', 'Positionsvermerk'), { maxLength: 60, group: 'NOTE' }),
  choice(
    'DWTYPE',
    T('Dishwasher type', 'Tipo lavastoviglie', 'Geschirrspülertyp'),
    [
      val('FULL', 'Fully integrated', 'A scomparsa totale', 'Vollintegriert'),
      val(
        'SEMI',
        'Semi-integrated, visible control panel',
        'Semi-integrata, pannello comandi a vista',
        'Teilintegriert, sichtbare Blende',
      ),
    ],
    { default: 'FULL', group: 'FRONT' },
  ),
  bool('SLIDEKIT', T('Sliding-hinge door kit', 'Kit cerniere scorrevoli', 'Schlepptürbeschlag'), {
    default: false,
    group: 'FRONT',
  }),
];
