// The look of a choice variable's value buttons, written once for the grid (ChoiceGrid puts it on the
// group): Chakra's button recipe, size md, without its colour fade, as an outline grey button, and
// pressed as a subtle brand one with a brand border. A click toggles aria-pressed; the class names
// never change, so the browser restyles two buttons instead of re-resolving their Chakra props and
// class lists.
import type { SystemStyleObject } from '@chakra-ui/react';
import { highlightBg } from '../../ui/highlightBg';

/** Chakra's button recipe (base, then size md) with the value button's own layout on top. */
const button: SystemStyleObject = {
  display: 'inline-flex',
  appearance: 'none',
  alignItems: 'center',
  userSelect: 'none',
  position: 'relative',
  borderRadius: 'l2',
  verticalAlign: 'middle',
  borderWidth: '1px',
  borderColor: 'transparent',
  cursor: 'button',
  flexShrink: '0',
  outline: '0',
  lineHeight: '1.2',
  isolation: 'isolate',
  fontWeight: 'medium',
  // No transition (the recipe's 'common' fades colours over 200 ms): the pressed look shows in the
  // same frame as the new price. A fade cost each click about twelve frames of style and paint on the
  // main thread, and some twenty transitionrun/start/cancel events through React's root listener.
  focusVisibleRing: 'outside',
  _disabled: { layerStyle: 'disabled' },
  _icon: { flexShrink: '0', width: '5', height: '5' },
  minW: '10',
  textStyle: 'sm',
  px: '4',
  gap: '2',
  // The value button's own: wrapping text, left aligned, as tall as its content.
  justifyContent: 'start',
  h: 'auto',
  py: '2',
  whiteSpace: 'normal',
  textAlign: 'start',
};

/** Not pressed: the recipe's outline variant in grey. */
const outline: SystemStyleObject = {
  colorPalette: 'gray',
  borderWidth: '1px',
  '--outline-color-legacy': 'colors.colorPalette.muted',
  '--outline-color': 'colors.colorPalette.border',
  borderColor: 'var(--outline-color, var(--outline-color-legacy))',
  color: 'colorPalette.fg',
  ...highlightBg('colorPalette.subtle'),
};

/** Pressed: the recipe's subtle variant in the brand colour, with a brand border. */
const pressed: SystemStyleObject = {
  colorPalette: 'brand',
  bg: 'colorPalette.subtle',
  color: 'colorPalette.fg',
  borderColor: 'brand.solid',
  ...highlightBg('colorPalette.muted'),
};

function gridCss(large: boolean): SystemStyleObject {
  return {
    display: 'grid',
    gap: '2',
    gridTemplateColumns: large
      ? { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }
      : { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' },
    '& .ch-btn': { ...button, minH: large ? '20' : '10' },
    '& .ch-btn[aria-pressed=false]': outline,
    '& .ch-btn[aria-pressed=true]': pressed,
    '& .ch-line': { display: 'flex', flexDirection: 'row', alignItems: 'start', gap: '2', w: 'full' },
    '& .ch-swatch': {
      boxSize: large ? '10' : '5',
      rounded: large ? 'md' : 'full',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      flexShrink: 0,
    },
    '& .ch-texts': { display: 'flex', flexDirection: 'column', gap: '0', flex: '1', minW: '0' },
    '& .ch-des': { fontWeight: 'normal', fontSize: 'sm' },
    '& .ch-btn[aria-pressed=true] .ch-des': { fontWeight: 'semibold' },
    '& .ch-reason': { fontSize: 'xs', color: 'fg.muted' },
    // Every button has the check mark; only the pressed one shows it.
    '& .ch-btn[aria-pressed=false] .ch-check': { display: 'none' },
  };
}

export const choiceGridCss = gridCss(false);
/** The dialogs' grid (all values, design classes): four columns on wider screens, large swatches. */
export const choiceGridLargeCss = gridCss(true);
