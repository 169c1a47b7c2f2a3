// The plan's colours: Chakra's semantic tokens, so the plan follows the light and dark themes.
export const C = {
  wall: 'var(--chakra-colors-fg)',
  wallSelected: 'var(--chakra-colors-brand-solid)',
  floor: 'var(--chakra-colors-bg)',
  outside: 'var(--chakra-colors-bg-muted)',
  grid: 'var(--chakra-colors-border-muted)',
  gridMajor: 'var(--chakra-colors-border)',
  line: 'var(--chakra-colors-fg-muted)',
  text: 'var(--chakra-colors-fg)',
  muted: 'var(--chakra-colors-fg-muted)',
  accent: 'var(--chakra-colors-brand-solid)',
  item: 'var(--chakra-colors-bg-panel)',
  itemStroke: 'var(--chakra-colors-fg)',
  refused: 'var(--chakra-colors-red-solid)',
  refusedFill: 'var(--chakra-colors-red-subtle)',
  opening: 'var(--chakra-colors-blue-solid)',
} as const;
