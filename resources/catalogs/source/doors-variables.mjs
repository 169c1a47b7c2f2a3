// DOORS variables (en/it/de texts, swatches for finishes).
import { T, val, choice, number, bool } from './lib.mjs';

export const variables = [
  number('WIDTH', T('Door width', 'Larghezza porta', 'Türbreite'), 600, 1000, 100, {
    unit: 'mm',
    mandatory: true,
    group: 'SIZE',
  }),
  number('HEIGHT', T('Door height', 'Altezza porta', 'Türhöhe'), 2000, 2400, 100, {
    unit: 'mm',
    default: 2100,
    mandatory: true,
    group: 'SIZE',
  }),
  choice(
    'OPENING',
    T('Opening side', 'Senso di apertura', 'Öffnungsrichtung'),
    [
      val(
        'L',
        'Left (hinges on the left, pushing)',
        'Sinistra (cerniere a sinistra, a spingere)',
        'DIN links (Bänder links, drückend)',
      ),
      val(
        'R',
        'Right (hinges on the right, pushing)',
        'Destra (cerniere a destra, a spingere)',
        'DIN rechts (Bänder rechts, drückend)',
      ),
    ],
    { default: 'R', mandatory: true, group: 'SIZE' },
  ),
  choice(
    'DOORFIN',
    T('Door finish', 'Finitura porta', 'Türoberfläche'),
    [
      val('WL', 'White lacquer', 'Laccato bianco', 'Weißlack', {
        swatch: '#F4F3EF',
      }),
      val('GL', 'Light grey lacquer', 'Laccato grigio chiaro', 'Lichtgrau lackiert', {
        swatch: '#CFCFCB',
      }),
      val('OAK', 'Oak veneer', 'Impiallacciato rovere', 'Eiche furniert', {
        swatch: '#BD9467',
      }),
      val('WAL', 'Walnut veneer', 'Impiallacciato noce', 'Nussbaum furniert', {
        swatch: '#5E4634',
      }),
      val('ASH', 'Black-stained ash', 'Frassino tinto nero', 'Esche schwarz gebeizt', {
        swatch: '#2C2A28',
      }),
    ],
    { default: 'WL', mandatory: true, group: 'FINISH' },
  ),
  choice(
    'STYLE',
    T('Door style', 'Modello anta', 'Türmodell'),
    [
      val('FLUSH', 'Flush', 'Liscia', 'Glatt'),
      val('PANEL3', 'Three-panel shaker', 'Tre pannelli shaker', 'Drei Kassetten, Shaker'),
      val('GROOVE', 'Horizontal grooves', 'Incisioni orizzontali', 'Horizontale Rillen'),
      val('GLAZED', 'Glazed panel', 'Con vetro', 'Mit Glasausschnitt'),
    ],
    { default: 'FLUSH', mandatory: true, group: 'FINISH' },
  ),
  choice(
    'GLASS',
    T('Glass insert', 'Inserto in vetro', 'Glaseinsatz'),
    [
      val('SATIN', 'Satin', 'Satinato', 'Satiniert', { swatch: '#E4E7E6' }),
      val('CLEAR', 'Clear', 'Trasparente', 'Klar', { swatch: '#D6E6EA' }),
      val('REEDED', 'Reeded', 'Cannettato', 'Riffelglas', { swatch: '#C9D3D2' }),
      val('BRONZE', 'Bronze tinted', 'Bronzato', 'Bronze getönt', { swatch: '#8C7560' }),
    ],
    { default: 'SATIN', mandatory: true, visibleIf: "STYLE == 'GLAZED'", group: 'FINISH' },
  ),
  choice(
    'HANDLE',
    T('Handle', 'Maniglia', 'Drücker'),
    [
      val(
        'DH1',
        'Lever handle Milano, satin chrome',
        'Maniglia Milano, cromo satinato',
        'Drücker Milano, Chrom satiniert',
        { swatch: '#C9CBCD', material: 'metal' },
      ),
      val('DH2', 'Lever handle Roma, matt black', 'Maniglia Roma, nero opaco', 'Drücker Roma, schwarz matt', {
        swatch: '#232323',
        material: 'matt',
      }),
      val(
        'DH3',
        'Lever handle Oslo, brushed steel',
        'Maniglia Oslo, acciaio spazzolato',
        'Drücker Oslo, Edelstahl gebürstet',
        { swatch: '#B2B4B7', material: 'metal' },
      ),
      val(
        'DH4',
        'Flush pull, brushed steel',
        'Maniglia a incasso, acciaio spazzolato',
        'Griffmuschel, Edelstahl gebürstet',
        { swatch: '#B2B4B7', material: 'metal' },
      ),
    ],
    { default: 'DH1', mandatory: true, group: 'HARDWARE' },
  ),
  choice(
    'FRAME',
    T('Frame for wall thickness', 'Telaio per spessore muro', 'Zarge für Wandstärke'),
    [
      val('F80', '80 to 100 mm', 'Da 80 a 100 mm', '80 bis 100 mm'),
      val('F100', '100 to 120 mm', 'Da 100 a 120 mm', '100 bis 120 mm'),
      val('F120', '120 to 140 mm', 'Da 120 a 140 mm', '120 bis 140 mm'),
      val('F140', '140 to 160 mm', 'Da 140 a 160 mm', '140 bis 160 mm'),
    ],
    { default: 'F100', mandatory: true, group: 'SIZE' },
  ),
  choice(
    'LOCK',
    T('Lock', 'Serratura', 'Schloss'),
    [
      val('KEY', 'Key lock', 'Serratura a chiave', 'Buntbartschloss'),
      val('WC', 'Privacy lock (bathroom)', 'Serratura con nottolino (bagno)', 'WC-Schloss mit Drehknopf'),
      val('NONE', 'Latch only', 'Solo scrocco', 'Nur Falle'),
      val('MAG', 'Silent magnetic latch', 'Scrocco magnetico silenzioso', 'Leises Magnetschloss'),
    ],
    { default: 'MAG', mandatory: true, group: 'HARDWARE' },
  ),
  choice(
    'POCKETKIT',
    T('Pocket frame for finished wall', 'Controtelaio per muro finito', 'Einbaukasten für fertige Wand'),
    [
      val('K100', '100 mm wall', 'Muro da 100 mm', '100-mm-Wand'),
      val('K125', '125 mm wall', 'Muro da 125 mm', '125-mm-Wand'),
      val('K150', '150 mm wall', 'Muro da 150 mm', '150-mm-Wand'),
    ],
    { default: 'K125', mandatory: true, group: 'SIZE' },
  ),
  bool(
    'SOFTCLOSE',
    T('Soft-close in both directions', 'Chiusura ammortizzata nei due sensi', 'Dämpfung in beide Richtungen'),
    { default: true, group: 'HARDWARE' },
  ),
];
