// KITCHEN: the Modena kitchen programme (base, wall and tall units, worktops, trims, handles).
import { T, PARTS, group, priceLists, service, services, gal } from './lib.mjs';
import { parts } from './kitchen-parts.mjs';
import { variables } from './kitchen-variables.mjs';
import { rules } from './kitchen-rules.mjs';
import { models, headers } from './kitchen-models.mjs';
import { prices, tables, extras } from './kitchen-prices.mjs';

const classifications = [
  { cod: 'BASE', ...T('Base units', 'Basi', 'Unterschränke') },
  { cod: 'WALL', ...T('Wall units', 'Pensili', 'Hängeschränke') },
  { cod: 'TALL', ...T('Tall units', 'Colonne', 'Hochschränke') },
  { cod: 'WORKTOP', ...T('Worktops', 'Piani di lavoro', 'Arbeitsplatten') },
  {
    cod: 'TRIM',
    ...T('Plinths, cornices and panels', 'Zoccoli, cornici e fianchi', 'Sockel, Kranzleisten und Wangen'),
  },
  { cod: 'ACCESSORY', ...T('Handles and accessories', 'Maniglie e accessori', 'Griffe und Zubehör') },
];
const art = (cod, cls, model, variants, en, it, de) => ({
  cod,
  ...T(en, it, de),
  classification: cls,
  model,
  variants,
});
const articles = [
  ...[300, 450, 600, 900, 1200].map((w) =>
    art(`B1-${w}`, 'BASE', 'B1', `WIDTH=${w}`, `Base unit ${w} mm`, `Base ${w} mm`, `Unterschrank ${w} mm`),
  ),
  ...[600, 800, 900, 1200].map((w) =>
    art(
      `B1S-${w}`,
      'BASE',
      'B1S',
      `WIDTH=${w}`,
      `Sink base unit ${w} mm`,
      `Base lavello ${w} mm`,
      `Spülenunterschrank ${w} mm`,
    ),
  ),
  ...[400, 600, 800, 900, 1200].map((w) =>
    art(
      `B3D-${w}`,
      'BASE',
      'B3D',
      `WIDTH=${w}`,
      `Drawer base unit ${w} mm, 3 drawers`,
      `Base cassettiera ${w} mm, 3 cassetti`,
      `Schubkastenunterschrank ${w} mm, 3 Auszüge`,
    ),
  ),
  art(
    'B2P-600',
    'BASE',
    'B3D',
    'WIDTH=600;DRAWERS=2',
    'Pan drawer base unit 600 mm, 2 drawers',
    'Base cassettiera 600 mm, 2 cestoni',
    'Topfauszugsschrank 600 mm, 2 Auszüge',
  ),
  ...[900, 1000, 1200].map((w) =>
    art(
      `BC-${w}`,
      'BASE',
      'BC',
      `WIDTH=${w}`,
      `Corner base unit ${w} mm`,
      `Base ad angolo ${w} mm`,
      `Eckunterschrank ${w} mm`,
    ),
  ),
  art(
    'BO-600',
    'BASE',
    'BO',
    'WIDTH=600',
    'Base unit for built-in oven 600 mm',
    'Base forno 600 mm',
    'Herdumbauschrank 600 mm',
  ),
  ...[450, 600].map((w) =>
    art(
      `DW-${w}`,
      'BASE',
      'DW',
      `WIDTH=${w}`,
      `Dishwasher front ${w} mm`,
      `Anta lavastoviglie ${w} mm`,
      `Geschirrspülerfront ${w} mm`,
    ),
  ),
  ...[
    [300, 720],
    [600, 720],
    [600, 900],
    [800, 720],
    [1000, 900],
  ].map(([w, h]) =>
    art(
      `W1-${w}-${h}`,
      'WALL',
      'W1',
      `WIDTH=${w};HWALL=${h}`,
      `Wall unit ${w} × ${h} mm`,
      `Pensile ${w} × ${h} mm`,
      `Hängeschrank ${w} × ${h} mm`,
    ),
  ),
  ...[
    [600, 720],
    [800, 900],
  ].map(([w, h]) =>
    art(
      `W1G-${w}-${h}`,
      'WALL',
      'W1G',
      `WIDTH=${w};HWALL=${h}`,
      `Glass wall unit ${w} × ${h} mm`,
      `Pensile vetro ${w} × ${h} mm`,
      `Glashängeschrank ${w} × ${h} mm`,
    ),
  ),
  ...[
    [600, 360],
    [900, 540],
  ].map(([w, h]) =>
    art(
      `WF-${w}-${h}`,
      'WALL',
      'WF',
      `WIDTH=${w};HWALL=${h}`,
      `Lift-up wall unit ${w} × ${h} mm`,
      `Pensile a ribalta ${w} × ${h} mm`,
      `Klappenhängeschrank ${w} × ${h} mm`,
    ),
  ),
  art(
    'WC-600',
    'WALL',
    'WC',
    'WIDTH=600',
    'Corner wall unit 600 mm',
    'Pensile ad angolo 600 mm',
    'Eckhängeschrank 600 mm',
  ),
  art(
    'TO-600',
    'TALL',
    'TO',
    'WIDTH=600',
    'Tall oven housing 600 mm',
    'Colonna forno 600 mm',
    'Backofen-Hochschrank 600 mm',
  ),
  art(
    'TF-600',
    'TALL',
    'TF',
    'WIDTH=600',
    'Tall fridge housing 600 mm',
    'Colonna frigo 600 mm',
    'Kühlgeräte-Hochschrank 600 mm',
  ),
  ...[300, 450, 600].map((w) =>
    art(
      `TP-${w}`,
      'TALL',
      'TP',
      `WIDTH=${w}`,
      `Tall pantry unit ${w} mm`,
      `Colonna dispensa ${w} mm`,
      `Vorratshochschrank ${w} mm`,
    ),
  ),
  art(
    'WT-LAM',
    'WORKTOP',
    'WT',
    'WTMAT=LAM',
    'Laminate worktop',
    'Piano in laminato',
    'Schichtstoff-Arbeitsplatte',
  ),
  art(
    'WT-OAK',
    'WORKTOP',
    'WT',
    'WTMAT=OAK;WTDECOR=OA',
    'Solid oak worktop',
    'Piano in rovere massello',
    'Massive Eichen-Arbeitsplatte',
  ),
  art(
    'WT-QTZ',
    'WORKTOP',
    'WT',
    'WTMAT=QTZ;WTDECOR=QC;WTTHICK=20',
    'Quartz worktop',
    'Piano in quarzo',
    'Quarz-Arbeitsplatte',
  ),
  art('PL', 'TRIM', 'PL', '', 'Plinth', 'Zoccolo', 'Sockelblende'),
  art('CO', 'TRIM', 'CO', '', 'Cornice', 'Cornice', 'Kranzleiste'),
  ...['BASE', 'WALL', 'TALL'].map((p) =>
    art(
      `EP-${p}`,
      'TRIM',
      'EP',
      `PANELTYPE=${p}`,
      `End panel for ${p.toLowerCase()} units`,
      `Fianco per ${{ BASE: 'basi', WALL: 'pensili', TALL: 'colonne' }[p]}`,
      `Wange für ${{ BASE: 'Unterschränke', WALL: 'Hängeschränke', TALL: 'Hochschränke' }[p]}`,
    ),
  ),
  art('HS-BAR', 'ACCESSORY', 'HS', 'HANDLE=H1', 'Bar handle set', 'Set maniglie a barra', 'Bügelgriff-Set'),
  art('HS-KNOB', 'ACCESSORY', 'HS', 'HANDLE=H2', 'Knob set', 'Set pomoli', 'Knopf-Set'),
];
const galleries = [
  gal(
    'SAGE-SINK-800',
    'B1S',
    'WIDTH=800;FRONT=F03;HANDLE=H1;HFIN=BRASS;WASTE=W3',
    'Sage green sink base 800 with brass handles',
    'Base lavello 800 verde salvia con maniglie in ottone',
    'Spülenschrank 800 salbeigrün mit Messinggriffen',
  ),
  gal(
    'OAK-DRAWERS-900',
    'B3D',
    'WIDTH=900;FRONT=F05;HANDLE=H3;ORGANISER=1',
    'Handle-less oak drawer base 900',
    'Cassettiera 900 in rovere con gola',
    'Grifflose Eichen-Schubkastenbasis 900',
  ),
  gal(
    'GLASS-WALL-600',
    'W1G',
    'WIDTH=600;HWALL=900;HANDLE=H1;HFIN=BLACK;LIGHT=1',
    'Glass wall unit 600 × 900 with LED',
    'Pensile vetro 600 × 900 con LED',
    'Glashängeschrank 600 × 900 mit LED',
  ),
  gal(
    'QUARTZ-TOP-3000',
    'WT',
    'WTMAT=QTZ;WTDECOR=QC;LENGTH=3000;WTTHICK=20;SINKCUT=UNDER;HOBCUT=1;ENDS=2',
    'Calacatta quartz worktop 3000 with cut-outs',
    'Piano in quarzo Calacatta 3000 con fori',
    'Calacatta-Quarzplatte 3000 mit Ausschnitten',
  ),
  gal(
    'GRAPHITE-OVEN',
    'TO',
    'HTALL=2160;APPLIANCE=O60M;FRONT=F04;HANDLE=H3',
    'Graphite oven and microwave housing',
    'Colonna forno e microonde grafite',
    'Graphit-Hochschrank für Backofen und Mikrowelle',
  ),
];

export default {
  formatVersion: 2,
  catalog: {
    cod: 'KITCHEN',
    ...T('Modena kitchen programme', 'Programma cucine Modena', 'Küchenprogramm Modena'),
  },
  classifications: [...classifications, PARTS],
  groups: [
    group('SIZE', T('Size', 'Misure', 'Maße')),
    group('FRONT', T('Front', 'Frontale', 'Front')),
    group('CARCASS', T('Carcass', 'Struttura', 'Korpus')),
    group('HANDLE', T('Handle', 'Maniglia', 'Griff')),
    group('INTERIOR', T('Interior', 'Interno', 'Innenausstattung')),
    group('WORKTOP', T('Worktop', 'Piano di lavoro', 'Arbeitsplatte')),
    group('NOTE', T('Note', 'Nota', 'Vermerk')),
  ],
  variables,
  rules: [...rules, ...headers],
  models,
  articles: [...articles, ...parts],
  galleries,
  priceLists: priceLists({ prices, tables, extras }),
  services: [
    ...services(),
    service(
      'WT-TEMPLATE',
      T('Worktop templating and fitting', 'Rilievo e posa del piano', 'Aufmaß und Montage der Arbeitsplatte'),
      180,
      0,
    ),
  ],
};
