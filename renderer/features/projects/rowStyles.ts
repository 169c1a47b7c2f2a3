// The projects list's look, written once for the whole list (ProjectsScreen puts it on the <ul>): each
// row is plain elements with these class names. Chakra style props on every element of 25 rows cost
// about 10 ms of main-thread time per row (each prop resolved per render); one style object for the
// list costs that once. Theme tokens, light and dark, and breakpoints as everywhere else.
import type { SystemStyleObject } from '@chakra-ui/react';
import { highlightBg } from '../../ui/highlightBg';

const truncate: SystemStyleObject = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
/** The row's rhythm, tighter on a phone: its padding and the gaps between its parts. */
const rowSpace = { base: '3', md: '4' };
const focusRing: SystemStyleObject = {
  outline: '2px solid',
  outlineColor: 'brand.focusRing',
  outlineOffset: '2px',
};

export const projectListCss: SystemStyleObject = {
  '& .pr-row': {
    display: 'flex',
    alignItems: 'center',
    gap: rowSpace,
    px: rowSpace,
    py: '3',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& .pr-row:last-of-type': { borderBottomWidth: '0' },
  '& .pr-row:hover, & .pr-row:focus-within': { bg: 'bg.muted' },
  // One grid for every width, each value drawn once: a phone puts status and total under the
  // customer, wider screens give them columns.
  '& .pr-open': {
    display: 'grid',
    gridTemplateColumns: {
      base: 'auto minmax(0, 1fr)',
      md: 'auto minmax(0, 1fr) 11rem 8rem',
      lg: 'auto minmax(0, 1fr) 11rem 8rem 13rem',
    },
    gridTemplateAreas: {
      base: '"thumb main" "thumb meta"',
      md: '"thumb main status total"',
      lg: '"thumb main status total dates"',
    },
    alignItems: 'center',
    columnGap: rowSpace,
    rowGap: '1',
    flex: '1',
    minW: '0',
    textAlign: 'start',
    rounded: 'l2',
    cursor: 'pointer',
    color: 'inherit',
    bg: 'transparent',
    _focusVisible: focusRing,
  },
  '& .pr-thumb': {
    gridArea: 'thumb',
    w: { base: '12', md: '14' },
    h: { base: '12', md: '14' },
    flexShrink: 0,
    rounded: 'l2',
    overflow: 'hidden',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderColor: 'border',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.subtle',
  },
  '& .pr-thumb img': { w: 'full', h: 'full', objectFit: 'cover' },
  '& .pr-main': { gridArea: 'main', display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
  '& .pr-titleline': { display: 'flex', alignItems: 'baseline', gap: '2', minW: '0' },
  '& .pr-title': { fontWeight: 'semibold', ...truncate },
  '& .pr-number': { fontSize: 'xs', color: 'fg.subtle', flexShrink: 0 },
  '& .pr-customer': { fontSize: 'sm', color: 'fg.muted', ...truncate },
  '& .pr-meta': {
    gridArea: 'meta',
    display: { base: 'flex', md: 'contents' },
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
  },
  '& .pr-statuscell': {
    gridArea: 'status',
    display: 'flex',
    flexDirection: { base: 'row', md: 'column' },
    alignItems: { base: 'center', md: 'flex-start' },
    gap: '1',
  },
  '& .pr-status': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '2',
    py: '0.5',
    rounded: 'full',
    borderWidth: '1px',
    fontSize: 'xs',
    fontWeight: 'medium',
    lineHeight: '1rem',
    color: 'fg',
    whiteSpace: 'nowrap',
  },
  '& .pr-dot': { w: '2', h: '2', rounded: 'full', display: 'inline-block', flexShrink: 0 },
  '& .pr-readonly': {
    display: 'inline-flex',
    px: '1.5',
    rounded: 'l1',
    fontSize: 'xs',
    fontWeight: 'medium',
    bg: 'gray.subtle',
    color: 'gray.fg',
    whiteSpace: 'nowrap',
  },
  '& .pr-total': {
    gridArea: 'total',
    textAlign: { base: 'start', md: 'end' },
    fontSize: { base: 'sm', md: 'md' },
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
  },
  '& .pr-total[data-empty]': { color: 'fg.subtle', fontWeight: 'normal' },
  // Beside the total on a phone, under it from md up.
  '& .pr-vatnote': {
    display: { base: 'inline', md: 'block' },
    fontSize: 'xs',
    fontWeight: 'normal',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
  },
  '& .pr-dates': {
    gridArea: 'dates',
    display: { base: 'none', lg: 'flex' },
    flexDirection: 'column',
    fontSize: 'sm',
    whiteSpace: 'nowrap',
    color: 'fg.muted',
  },
  '& .pr-dates small': { fontSize: 'xs', color: 'fg.subtle' },
  '& .pr-more': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '8',
    h: '8',
    flexShrink: 0,
    rounded: 'l2',
    color: 'fg',
    bg: 'transparent',
    cursor: 'pointer',
    ...highlightBg('bg.emphasized'),
    _focusVisible: focusRing,
  },
};
