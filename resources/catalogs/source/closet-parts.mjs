// Wardrobe components: the names of the accessory ERP lines.
import { part, valueTexts } from './lib.mjs';
import { variables } from './closet-variables.mjs';

const handle = (cod) => {
  const t = valueTexts(variables, 'HANDLE', cod);
  return part(`CL-HDL-${cod}`, t.en, t.it, t.de);
};

export const parts = [
  part('CL-DIVIDER', 'Divider panel', 'Divisorio', 'Mittelwand'),
  part('CL-SHELF', 'Shelf', 'Ripiano', 'Einlegeboden'),
  part(
    'CL-RAIL',
    'Oval hanging rail with supports',
    'Appendiabiti ovale con supporti',
    'Ovale Kleiderstange mit Lagern',
  ),
  part(
    'CL-DRAWER',
    'Internal drawer, soft-close',
    'Cassetto interno ammortizzato',
    'Innenschubkasten mit Dämpfung',
  ),
  part('CL-DOOR', 'Hinged door leaf', 'Anta battente', 'Drehtürflügel'),
  part('CL-HINGE', 'Soft-close hinge', 'Cerniera ammortizzata', 'Scharnier mit Dämpfung'),
  ...['CH1', 'CH2', 'CH3'].map(handle),
  part('CL-SLIDE', 'Sliding door panel', 'Anta scorrevole', 'Schiebetürflügel'),
  part(
    'CL-TRACK',
    'Sliding track set, per metre',
    'Binario per scorrevoli, al metro',
    'Schiebetür-Laufschiene, pro Meter',
  ),
  part('CL-PLINTH', 'Plinth, per metre', 'Zoccolo, al metro', 'Sockelblende, pro Meter'),
  part(
    'CL-FILLER',
    'Side filler for a niche',
    'Compensatore laterale per nicchia',
    'Seitliche Passleiste für Nischen',
  ),
  part(
    'CL-CEILING',
    'Ceiling filler, per metre',
    'Compensatore a soffitto, al metro',
    'Deckenpassleiste, pro Meter',
  ),
];
