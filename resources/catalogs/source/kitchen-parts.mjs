// Kitchen fittings and per-metre articles: the names of accessory and computed ERP lines.
import { part, valueTexts } from './lib.mjs';
import { variables, FRONTS } from './kitchen-variables.mjs';

const v = (cod, value) => valueTexts(variables, cod, value);
const fromValue = (code, cod, value) => {
  const t = v(cod, value);
  return part(code, t.en, t.it, t.de);
};

const MATERIAL = {
  LAM: ['Laminate worktop', 'Piano in laminato', 'Schichtstoff-Arbeitsplatte'],
  OAK: ['Solid oak worktop', 'Piano in rovere massello', 'Massivholz-Arbeitsplatte Eiche'],
  QTZ: ['Quartz worktop', 'Piano in quarzo', 'Quarz-Arbeitsplatte'],
};
const worktops = ['LAM-30', 'LAM-40', 'OAK-40', 'QTZ-20', 'QTZ-30'].flatMap((k) => {
  const [mat, t] = k.split('-');
  const [en, it, de] = MATERIAL[mat];
  return [600, 650].map((d) =>
    part(
      `WT-${k}-${d}`,
      `${en} ${t} mm, depth ${d} mm`,
      `${it} ${t} mm, profondità ${d} mm`,
      `${de} ${t} mm, Tiefe ${d} mm`,
    ),
  );
});
const plinths = ['ALU', 'INOX', ...FRONTS.map((f) => f[0])].flatMap((fin) => {
  const t = v('PLFIN', fin);
  return [100, 150].map((h) =>
    part(
      `PL-${fin}-${h}`,
      `Plinth ${h} mm, ${t.en}`,
      `Zoccolo ${h} mm, ${t.it}`,
      `Sockelblende ${h} mm, ${t.de}`,
    ),
  );
});
const cornices = ['FLAT', 'COVE'].flatMap((p) => {
  const t = v('COPROF', p);
  return [40, 70].map((h) =>
    part(
      `CO-${p}-${h}`,
      `Cornice ${h} mm, ${t.en.toLowerCase()}`,
      `Cornice ${h} mm, ${t.it.toLowerCase()}`,
      `Kranzleiste ${h} mm, ${t.de.toLowerCase()}`,
    ),
  );
});
const PANEL = {
  BASE: ['base units', 'basi', 'Unterschränke'],
  WALL: ['wall units', 'pensili', 'Hängeschränke'],
  TALL: ['tall units', 'colonne', 'Hochschränke'],
};
const panels = Object.entries(PANEL).flatMap(([type, [en, it, de]]) =>
  [19, 38].map((t) =>
    part(
      `EP-${type}-${t}`,
      `End panel for ${en}, ${t} mm`,
      `Fianco per ${it}, ${t} mm`,
      `Wange für ${de}, ${t} mm`,
    ),
  ),
);

export const parts = [
  part('HINGE-110', 'Soft-close hinge 110°', 'Cerniera ammortizzata 110°', 'Scharnier 110° mit Dämpfung'),
  part('HINGE-170', 'Corner hinge 170°', 'Cerniera 170° per angolo', 'Eckscharnier 170°'),
  ...['H1', 'H2', 'H4'].map((h) => fromValue(`HDL-${h}`, 'HANDLE', h)),
  part(
    'GOLA-PROFILE',
    'Gola channel profile, per metre',
    'Profilo gola, al metro',
    'Griffmuldenprofil, pro Meter',
  ),
  part(
    'GOLA-V',
    'Vertical gola channel profile, per metre',
    'Profilo gola verticale, al metro',
    'Senkrechtes Griffmuldenprofil, pro Meter',
  ),
  part('TIPON', 'Push-to-open latch', 'Apertura push', 'Tip-On-Öffner'),
  part('LEG-100', 'Adjustable leg 100 mm', 'Piedino regolabile 100 mm', 'Stellfuß 100 mm'),
  part('LEG-150', 'Adjustable leg 150 mm', 'Piedino regolabile 150 mm', 'Stellfuß 150 mm'),
  part('SHELF', 'Adjustable shelf', 'Ripiano regolabile', 'Einlegeboden'),
  part('SHELF-W', 'Wall unit shelf', 'Ripiano per pensile', 'Einlegeboden für Hängeschrank'),
  part('SHELF-GLASS', 'Glass shelf', 'Ripiano in vetro', 'Glasboden'),
  part(
    'DRAWER-SC',
    'Drawer box, soft-close runners',
    'Cassetto con guide ammortizzate',
    'Schubkasten mit gedämpfter Führung',
  ),
  part(
    'DRAWER-TO',
    'Drawer box, push-to-open runners',
    'Cassetto con guide push',
    'Schubkasten mit Tip-On-Führung',
  ),
  part('ORG-OAK', 'Oak cutlery organiser', 'Portaposate in rovere', 'Besteckeinsatz Eiche'),
  part('SINK-MAT', 'Aluminium anti-drip mat', 'Tappetino antigoccia in alluminio', 'Alu-Schutzmatte'),
  ...['W2', 'W3'].map((w) => {
    const t = v('WASTE', w);
    return part(
      `WASTE-${w}`,
      `Waste separation: ${t.en}`,
      `Raccolta differenziata: ${t.it}`,
      `Abfalltrennung: ${t.de}`,
    );
  }),
  ...['HALF', 'LEMANS', 'MAGIC'].map((c) => fromValue(`CORNER-${c}`, 'CAROUSEL', c)),
  part('LED-UNDER', 'LED under-cabinet light', 'Luce LED sottopensile', 'LED-Unterbauleuchte'),
  part('LED-DRIVER', 'LED driver 24 V', 'Alimentatore LED 24 V', 'LED-Netzteil 24 V'),
  part('LED-STRIP', 'LED light strip, per metre', 'Striscia LED, al metro', 'LED-Lichtleiste, pro Meter'),
  ...['GAS', 'SERVO'].map((l) => fromValue(`LIFT-${l}`, 'LIFT', l)),
  part('VENT-GRILLE', 'Ventilation grille', 'Griglia di aerazione', 'Lüftungsgitter'),
  part('FRIDGE-KIT', 'Door-on-door fixing kit', 'Kit di fissaggio anta su anta', 'Schleppbeschlag-Set'),
  fromValue('LARDER', 'INTERIOR', 'LARDER'),
  part(
    'CUT-INSET',
    'Worktop cut-out for an inset sink',
    'Foro nel piano per lavello da incasso',
    'Plattenausschnitt für Einbauspüle',
  ),
  part(
    'CUT-UNDER',
    'Worktop cut-out for an undermount sink, polished',
    'Foro nel piano per lavello sottotop, lucidato',
    'Plattenausschnitt für Unterbauspüle, poliert',
  ),
  part(
    'CUT-HOB',
    'Worktop cut-out for a hob',
    'Foro nel piano per piano cottura',
    'Plattenausschnitt für Kochfeld',
  ),
  part('EDGE-END', 'Finished end edge', 'Bordo di testata rifinito', 'Stirnkantenabschluss'),
  part('PL-CORNER', 'Plinth corner joint', 'Giunto angolare per zoccolo', 'Sockeleckverbinder'),
  part(
    'PL-SEAL',
    'Plinth moisture seal, per metre',
    'Guarnizione antiumidità per zoccolo, al metro',
    'Sockeldichtung, pro Meter',
  ),
  part('PL-VENT', 'Plinth ventilation grille', 'Griglia di aerazione per zoccolo', 'Sockel-Lüftungsgitter'),
  part('PL-CLIP', 'Plinth clip', 'Clip per zoccolo', 'Sockelklammer'),
  part('CO-CORNER', 'Cornice corner joint', 'Giunto angolare per cornice', 'Kranzleisten-Eckverbinder'),
  part('EP-FIX', 'Panel fixing kit', 'Kit di fissaggio per fianco', 'Wangen-Befestigungsset'),
  part(
    'DW-KIT',
    'Dishwasher door fixing kit',
    'Kit di fissaggio anta lavastoviglie',
    'Montageset Geschirrspülerfront',
  ),
  part('DW-SLIDE', 'Sliding-hinge door kit', 'Kit cerniere scorrevoli', 'Schlepptürbeschlag'),
  ...worktops,
  ...plinths,
  ...cornices,
  ...panels,
];
