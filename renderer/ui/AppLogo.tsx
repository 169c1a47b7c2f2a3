import type { AppLogoProps } from '../customers/types';

/** The Arredo mark: an armchair outline in the brand colour, drawn inline (no external assets). */
export function AppLogo({ size = 32 }: AppLogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label="Arredo" data-testid="app-logo">
      <rect x="2" y="2" width="44" height="44" rx="12" fill="var(--chakra-colors-brand-solid)" />
      <path
        d="M13 30v-9a4 4 0 0 1 4-4h14a4 4 0 0 1 4 4v9M10 24a3 3 0 0 1 6 0v4h16v-4a3 3 0 0 1 6 0v8H10zM14 32v4M34 32v4"
        fill="none"
        stroke="white"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
