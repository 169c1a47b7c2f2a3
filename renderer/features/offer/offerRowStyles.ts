// The offer rows' look, written once for the whole list (OfferList puts it on the list): each row is
// plain elements with these class names. Scrolling mounts one or two rows per frame; with Chakra
// style props on each of their ~20 elements every mount resolved and hashed every prop (most of a
// scroll frame's script time). The buttons, badge and quantity field take their theme recipes'
// styles (in the recipes layer, as the components would), the layout is the row's own.
import type { SystemStyleObject } from '@chakra-ui/react';
import type { System } from '../../ui/SystemClass';

type RecipeFn = (props: Record<string, string>) => SystemStyleObject;

// On a phone the row is three columns: the details toggle, the article with its quantity and prices
// under it, and the actions menu on the title's line (it was alone on a last line of its own).
const underTitle = { base: '2 / span 2', md: 'auto' };
// An amount never breaks inside ("1.038,00 CH / F"); its column fits the list's longest amount.
const textEnd: SystemStyleObject = { textAlign: 'end', gridColumn: underTitle, whiteSpace: 'nowrap' };

/**
 * The row grid from md up, shared with the table's header: toggle, picture, article, quantity,
 * unit price, VAT, total, menu. The amount columns' widths come from the list (numbers.ts
 * amountColumnWidths) through CSS variables set on the table. From md to lg (a tablet) the
 * picture is left out and the gaps are smaller: the article kept 120 px there and German names
 * broke inside words ("Spülenunters / chrank").
 */
const AMOUNTS = 'var(--offer-unit-w, 6rem) 4rem var(--offer-total-w, 7rem) auto';
export const OFFER_COLUMNS = {
  md: `auto minmax(0, 1fr) auto ${AMOUNTS}`,
  lg: `auto auto minmax(0, 1fr) auto ${AMOUNTS}`,
};
export const OFFER_GAP = { base: '2', lg: '3' };

export function offerListCss(system: System): SystemStyleObject {
  const button = system.getRecipeFn('button') as RecipeFn;
  const badge = system.getRecipeFn('badge') as RecipeFn;
  const input = system.getRecipeFn('input') as RecipeFn;
  // IconButton: a button without padding whose icon is 1.2 em.
  const iconButton = { px: '0', py: '0', _icon: { fontSize: '1.2em' } };
  return {
    '& .or-row': { borderBottomWidth: '1px', py: '3', px: { base: '2', md: '3' } },
    '& .or-grid': {
      display: 'grid',
      gridTemplateColumns: { base: 'auto 1fr auto', ...OFFER_COLUMNS },
      gap: OFFER_GAP,
      alignItems: 'center',
    },
    '& .or-toggle': { ...button({ size: 'xs', variant: 'ghost' }), ...iconButton },
    '& .or-menu': {
      ...button({ size: 'sm', variant: 'ghost' }),
      ...iconButton,
      gridColumn: { base: '3', md: 'auto' },
      gridRow: { base: '1', md: 'auto' },
      alignSelf: { base: 'start', md: 'center' },
    },
    '& .or-pic': { hideBelow: 'lg' },
    '& .or-img': { boxSize: '12', objectFit: 'cover', rounded: 'md', flexShrink: 0 },
    '& .or-tile': {
      boxSize: '12',
      flexShrink: 0,
      rounded: 'md',
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontWeight: 'bold',
      fontSize: 'lg',
      color: 'white',
    },
    '& .or-main': { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
    '& .or-titleline': {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      gap: '2',
      flexWrap: 'wrap',
    },
    // Two lines: German names ("Spülenunterschrank") were cut to "Spülenunters…" at 768 px.
    '& .or-des': { fontWeight: 'semibold', lineClamp: 2 },
    '& .or-code': { ...badge({ variant: 'surface', size: 'sm' }), fontFamily: 'mono' },
    '& .or-words': { fontSize: 'xs', color: 'fg.muted', lineClamp: 2 },
    '& .or-promo': { fontSize: 'xs', color: 'fg.success', fontWeight: 'medium' },
    '& .or-qtycell': { gridColumn: underTitle },
    '& .or-qty': { ...input({ size: 'sm', variant: 'outline' }), w: '20' },
    '& .or-times': { textAlign: 'end' },
    '& .or-unit': { ...textEnd, fontSize: 'sm' },
    '& .or-vat': { ...textEnd, fontSize: 'sm', color: 'fg.muted' },
    '& .or-total': { ...textEnd, fontWeight: 'semibold' },
    '& .or-phone': { hideFrom: 'md' },
    '& .or-phone-muted': { hideFrom: 'md', color: 'fg.muted' },
  };
}
