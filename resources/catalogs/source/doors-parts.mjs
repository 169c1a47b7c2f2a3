// Door hardware: the names of the accessory ERP lines.
import { part, valueTexts } from './lib.mjs';
import { variables } from './doors-variables.mjs';

const fromValue = (code, cod, value, prefix) => {
  const t = valueTexts(variables, cod, value);
  return part(code, `${prefix[0]}${t.en}`, `${prefix[1]}${t.it}`, `${prefix[2]}${t.de}`);
};

export const parts = [
  part(
    'DR-HINGE',
    '3D-adjustable concealed hinge',
    'Cerniera a scomparsa regolabile 3D',
    'Verdecktes Band, 3D-verstellbar',
  ),
  ...['F80', 'F100', 'F120', 'F140'].map((f) =>
    fromValue(`DR-FRAME-${f}`, 'FRAME', f, [
      'Adjustable frame for walls ',
      'Telaio regolabile per muri ',
      'Verstellzarge für Wände ',
    ]),
  ),
  ...['DH1', 'DH2', 'DH3', 'DH4'].map((h) => fromValue(`DR-HDL-${h}`, 'HANDLE', h, ['', '', ''])),
  ...['KEY', 'WC', 'NONE', 'MAG'].map((l) => fromValue(`DR-LOCK-${l}`, 'LOCK', l, ['', '', ''])),
  ...['SATIN', 'CLEAR', 'REEDED', 'BRONZE'].map((g) =>
    fromValue(`DR-GLASS-${g}`, 'GLASS', g, ['Glass insert: ', 'Inserto in vetro: ', 'Glaseinsatz: ']),
  ),
  ...['K100', 'K125', 'K150'].map((k) =>
    fromValue(`DR-POCKET-${k}`, 'POCKETKIT', k, ['Pocket frame, ', 'Controtelaio, ', 'Einbaukasten, ']),
  ),
  part(
    'DR-SOFTCLOSE',
    'Soft-close set for sliding doors',
    'Kit di chiusura ammortizzata',
    'Dämpfungsset für Schiebetüren',
  ),
];
