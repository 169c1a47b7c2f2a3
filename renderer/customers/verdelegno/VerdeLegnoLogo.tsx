import type { AppLogoProps } from '../types';

/** A leaf in a rounded square, drawn inline (no external assets). */
export function VerdeLegnoLogo({ size = 32 }: AppLogoProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role="img"
      aria-label="Verde Legno"
      data-testid="app-logo-verdelegno"
    >
      <rect x="2" y="2" width="44" height="44" rx="12" fill="var(--chakra-colors-brand-600)" />
      <path d="M14 34c0-12 8-20 22-21-1 14-9 22-21 22" fill="white" />
      <path
        d="M14 34l13-13"
        stroke="var(--chakra-colors-brand-600)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
