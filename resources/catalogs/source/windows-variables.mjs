// WINDOWS variables (en/it/de texts, swatches for finishes).
import { T, val, choice, number, bool } from './lib.mjs';

export const variables = [
  number('WIDTH', T('Width', 'Larghezza', 'Breite'), 400, 2400, 10, {
    unit: 'mm',
    default: 1200,
    mandatory: true,
    group: 'SIZE',
  }),
  number('HEIGHT', T('Height', 'Altezza', 'Höhe'), 400, 2500, 10, {
    unit: 'mm',
    default: 1400,
    mandatory: true,
    group: 'SIZE',
  }),
  number('SASHES', T('Number of sashes', 'Numero di ante', 'Anzahl Flügel'), 1, 3, 1, {
    default: 1,
    mandatory: true,
    group: 'SIZE',
  }),
  choice(
    'OPENING',
    T('Opening type', 'Tipo di apertura', 'Öffnungsart'),
    [
      val('TT', 'Tilt and turn', 'Anta ribalta', 'Dreh-Kipp'),
      val('T', 'Turn only', 'Solo anta', 'Nur Dreh'),
      val('TILT', 'Tilt only (bottom-hung)', 'Solo ribalta', 'Nur Kipp'),
      val('FIX', 'Fixed light', 'Fisso', 'Festverglasung'),
      val('SLIDE', 'Lift and slide', 'Alzante scorrevole', 'Hebe-Schiebe'),
    ],
    { default: 'TT', mandatory: true, group: 'SIZE' },
  ),
  choice(
    'GLAZING',
    T('Glazing', 'Vetrocamera', 'Verglasung'),
    [
      val('DOUBLE', 'Double glazing, Ug 1.1', 'Vetrocamera doppia, Ug 1,1', 'Zweifachverglasung, Ug 1,1'),
      val('TRIPLE', 'Triple glazing, Ug 0.6', 'Vetrocamera tripla, Ug 0,6', 'Dreifachverglasung, Ug 0,6'),
    ],
    { default: 'DOUBLE', mandatory: true, group: 'GLASS' },
  ),
  number('FRAMEDEPTH', T('Frame depth', 'Profondità telaio', 'Bautiefe'), 70, 86, 8, {
    unit: 'mm',
    default: 70,
    mandatory: true,
    group: 'FRAME',
  }),
  choice(
    'FRAMECOL',
    T('Frame colour', 'Colore telaio', 'Rahmenfarbe'),
    [
      val('WHITE', 'Traffic white RAL 9016', 'Bianco traffico RAL 9016', 'Verkehrsweiß RAL 9016', {
        swatch: '#F1F0EA',
      }),
      val('CREAM', 'Cream white RAL 9001', 'Bianco crema RAL 9001', 'Cremeweiß RAL 9001', {
        swatch: '#E9E0D2',
      }),
      val('ANTH', 'Anthracite grey RAL 7016', 'Grigio antracite RAL 7016', 'Anthrazitgrau RAL 7016', {
        swatch: '#383E42',
      }),
      val('OAKF', 'Golden oak foil', 'Pellicola rovere dorato', 'Golden-Oak-Folie', {
        swatch: '#A8733B',
      }),
    ],
    { default: 'WHITE', mandatory: true, group: 'FRAME' },
  ),
  choice(
    'HANDLE',
    T('Window handle', 'Maniglia finestra', 'Fenstergriff'),
    [
      val('WH1', 'Aluminium, white', 'Alluminio, bianco', 'Aluminium, weiß', {
        swatch: '#F1F0EA',
        material: 'matt',
      }),
      val('WH2', 'Aluminium, silver', 'Alluminio, argento', 'Aluminium, silber', { swatch: '#C4C6C8' }),
      val('WH3', 'Lockable, with key', 'Con chiave', 'Abschließbar', {
        swatch: '#C4C6C8',
        material: 'metal',
      }),
      val('WH4', 'Brushed stainless steel', 'Acciaio inox spazzolato', 'Edelstahl gebürstet', {
        swatch: '#B2B4B7',
      }),
    ],
    { default: 'WH1', mandatory: true, visibleIf: "OPENING != 'FIX'", group: 'FRAME' },
  ),
  bool('SILL', T('Aluminium outer sill', 'Davanzale esterno in alluminio', 'Aluminium-Außenfensterbank'), {
    default: false,
    group: 'FRAME',
  }),
  choice(
    'SAFETY',
    T('Safety', 'Sicurezza', 'Sicherheit'),
    [
      val('NONE', 'Standard', 'Standard', 'Standard'),
      val(
        'P4A',
        'Laminated safety glass P4A',
        'Vetro stratificato di sicurezza P4A',
        'Verbundsicherheitsglas P4A',
      ),
      val('RC2', 'Burglar resistance RC2', 'Antieffrazione RC2', 'Einbruchhemmung RC2'),
    ],
    { default: 'NONE', group: 'GLASS' },
  ),
  choice(
    'THRESHOLD',
    T('Threshold', 'Soglia', 'Schwelle'),
    [
      val('STD', 'Standard threshold', 'Soglia standard', 'Standardschwelle'),
      val('LOW', 'Barrier-free threshold, 20 mm', 'Soglia ribassata, 20 mm', 'Barrierefreie Schwelle, 20 mm'),
    ],
    { default: 'STD', mandatory: true, group: 'FRAME' },
  ),
];
