// Window hardware and glass: the names of the accessory ERP lines.
import { part, valueTexts } from './lib.mjs';
import { variables } from './windows-variables.mjs';

const fromValue = (code, cod, value, prefix) => {
  const t = valueTexts(variables, cod, value);
  return part(code, `${prefix[0]}${t.en}`, `${prefix[1]}${t.it}`, `${prefix[2]}${t.de}`);
};

export const parts = [
  ...['TT', 'T', 'TILT', 'FIX', 'SLIDE'].map((o) =>
    fromValue(`HW-${o}`, 'OPENING', o, ['Sash hardware: ', 'Ferramenta anta: ', 'Flügelbeschlag: ']),
  ),
  part('MULLION', 'Mullion', 'Montante', 'Pfosten'),
  ...['DOUBLE', 'TRIPLE'].map((g) => fromValue(`GL-${g}`, 'GLAZING', g, ['', '', ''])),
  part(
    'GL-P4A',
    'Laminated safety pane P4A, per m²',
    'Lastra stratificata di sicurezza P4A, al m²',
    'Verbundsicherheitsglas P4A, pro m²',
  ),
  part('HW-RC2', 'RC2 mushroom-cam locking', 'Ferramenta antieffrazione RC2', 'RC2-Pilzkopfverriegelung'),
  ...['WH1', 'WH2', 'WH3', 'WH4'].map((h) =>
    fromValue(`WH-${h}`, 'HANDLE', h, ['Window handle: ', 'Maniglia finestra: ', 'Fenstergriff: ']),
  ),
  part(
    'SILL-ALU',
    'Aluminium outer sill, per metre',
    'Davanzale esterno in alluminio, al metro',
    'Aluminium-Außenfensterbank, pro Meter',
  ),
  part(
    'THR-LOW',
    'Barrier-free threshold, 20 mm',
    'Soglia ribassata, 20 mm',
    'Barrierefreie Schwelle, 20 mm',
  ),
];
