import { createSystem, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { chakraConfig } from './chakraConfig';
import { REDUCED, UI_MOTION_ATTRIBUTE } from './uiMotion';

/**
 * The Chakra v3 design system (spec 9: primary orange-red, secondary grey, light and dark themes).
 * Components use `colorPalette="brand"` (the default, set on html) or `colorPalette="secondary"`.
 * A customer deployment passes its own config; createSystem merges it last, so its tokens win.
 */

/** An 11-step palette, 50 (lightest) to 950 (darkest). */
export type PaletteScale = Record<
  '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950',
  string
>;

export const orangeRed: PaletteScale = {
  '50': '#fff4ef',
  '100': '#ffe3d6',
  '200': '#ffc2a8',
  '300': '#ff9a72',
  '400': '#fb6d3c',
  '500': '#ef4c17',
  '600': '#d03a0d',
  '700': '#aa2e0d',
  '800': '#872811',
  '900': '#6e2412',
  '950': '#3c0f06',
};

const tokenScale = (scale: PaletteScale) =>
  Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));

/** Semantic tokens Chakra's recipes read for a colour palette, in light and dark. */
function paletteSemantics(name: string) {
  const ref = (step: string) => `{colors.${name}.${step}}`;
  return {
    solid: { value: { _light: ref('600'), _dark: ref('500') } },
    contrast: { value: 'white' },
    fg: { value: { _light: ref('700'), _dark: ref('300') } },
    muted: { value: { _light: ref('100'), _dark: ref('900') } },
    subtle: { value: { _light: ref('50'), _dark: ref('950') } },
    emphasized: { value: { _light: ref('200'), _dark: ref('800') } },
    focusRing: { value: { _light: ref('500'), _dark: ref('400') } },
  };
}

/** A theme override that replaces the brand palette (what a customer deployment usually changes). */
export function brandPaletteConfig(scale: PaletteScale): SystemConfig {
  return defineConfig({ theme: { tokens: { colors: { brand: tokenScale(scale) } } } });
}

/**
 * No UI motion under an element: no hover and state transitions, no open and close animations of
 * tooltips, menus and dialogs (Chakra keys them on data-state). Spinners keep turning: they say that
 * something is loading.
 */
const motionOff = {
  '& *, & *::before, & *::after': { transition: 'none !important' },
  '& [data-state]': { animation: 'none !important' },
};

const grey = (step: string) => ({ value: `{colors.gray.${step}}` });

export const baseThemeConfig = defineConfig({
  globalCss: {
    // UI motion off for users who ask their system for reduced motion, and (uiMotion.ts) while a
    // software-rasterised 3D room is on screen.
    html: { colorPalette: 'brand', '@media (prefers-reduced-motion: reduce)': motionOff },
    [`html[${UI_MOTION_ATTRIBUTE}=${REDUCED}]`]: motionOff,
  },
  theme: {
    tokens: {
      colors: { brand: tokenScale(orangeRed) },
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: paletteSemantics('brand'),
        // Secondary is Chakra's grey scale under its own name, so screens can say what they mean.
        secondary: {
          solid: { value: { _light: '{colors.gray.700}', _dark: '{colors.gray.300}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.gray.900}' } },
          fg: { value: { _light: '{colors.gray.700}', _dark: '{colors.gray.300}' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.800}' } },
          subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.900}' } },
          emphasized: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
          focusRing: grey('500'),
        },
      },
    },
  },
});

/**
 * The system for this deployment: Chakra defaults (with the recipes of the components in use), the
 * Arredo theme, then the customer's overrides.
 */
export function createAppSystem(customerTheme?: SystemConfig) {
  return customerTheme
    ? createSystem(chakraConfig, baseThemeConfig, customerTheme)
    : createSystem(chakraConfig, baseThemeConfig);
}

/** next-themes storage key: the user's colour-mode choice survives reloads. */
export const COLOR_MODE_STORAGE_KEY = 'arredo.color-mode';
