// Living collection components: the names of the accessory ERP lines.
import { part, valueTexts } from './lib.mjs';
import { variables } from './living-variables.mjs';

const fromValue = (code, cod, value, prefix = ['', '', '']) => {
  const t = valueTexts(variables, cod, value);
  return part(code, prefix[0] + t.en, prefix[1] + t.it, prefix[2] + t.de);
};

export const parts = [
  part('LV-HINGE', 'Soft-close hinge', 'Cerniera ammortizzata', 'Scharnier mit Dämpfung'),
  part(
    'LV-DRAWER',
    'Drawer with soft-close runners',
    'Cassetto con guide ammortizzate',
    'Schubkasten mit Dämpfung',
  ),
  ...['LH1', 'LH2', 'LH3'].map((h) => fromValue(`LV-HDL-${h}`, 'HANDLE', h)),
  ...['OAK', 'MARBLE', 'GLASS'].map((t) =>
    fromValue(`LV-TOP-${t}`, 'TOP', t, ['Top: ', 'Top: ', 'Abdeckplatte: ']),
  ),
  ...['METAL', 'WOOD', 'PLINTH', 'WALL'].map((b) =>
    fromValue(`LV-BASE-${b}`, 'BASE', b, ['Base: ', 'Basamento: ', 'Untergestell: ']),
  ),
  part(
    'LV-LED',
    'Interior LED light with door sensor',
    'Luce LED interna con sensore',
    'LED-Innenleuchte mit Türsensor',
  ),
  part(
    'LV-FLAPSTAY',
    'Soft-down flap stay',
    'Compasso per ribalta ammortizzato',
    'Klappenhalter mit Dämpfung',
  ),
  part('LV-CABLE', 'Cable duct and grommets', 'Canalina e passacavi', 'Kabelkanal und Kabeldurchlässe'),
  part('LV-LEDSTRIP', 'LED strip, per metre', 'Striscia LED, al metro', 'LED-Leiste, pro Meter'),
  part('BK-SIDE', 'Bookcase side panel', 'Fianco libreria', 'Regalseite'),
  part('BK-SHELF', 'Bookcase shelf', 'Ripiano libreria', 'Regalboden'),
  part('BK-DOOR', 'Lower door', 'Anta bassa', 'Untere Tür'),
  part('BK-BACK', 'Back panel', 'Schienale', 'Rückwand'),
  part('BK-WALLFIX', 'Wall fixing set', 'Kit di fissaggio a muro', 'Wandbefestigungsset'),
  part('DT-LEAF', 'Extension leaf, 500 mm', 'Allunga da 500 mm', 'Einlegeplatte 500 mm'),
  part(
    'DT-EXT',
    'Synchronised extension runners',
    'Guide di allungamento sincronizzate',
    'Synchron-Auszugsschienen',
  ),
  ...['L4', 'TRESTLE', 'PEDESTAL'].map((l) => fromValue(`DT-LEGS-${l}`, 'LEGTYPE', l)),
];
