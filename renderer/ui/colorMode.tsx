import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY } from './theme';

export type ColorMode = 'light' | 'dark';

/**
 * Light and dark modes through next-themes (a `light`/`dark` class on html). A first visit follows the
 * system's preference; the user's choice is then persisted in localStorage.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={COLOR_MODE_STORAGE_KEY}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
    >
      {children}
    </ThemeProvider>
  );
}

export function useColorMode(): {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  toggle: () => void;
} {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    setColorMode: setTheme,
    toggle: () => setTheme(colorMode === 'dark' ? 'light' : 'dark'),
  };
}
