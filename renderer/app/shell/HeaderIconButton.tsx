import { IconButton, type IconButtonProps } from '@chakra-ui/react';

/** A header control's icon button (quiet, small), named by `label` for screen readers and tests. */
export function HeaderIconButton({ label, ...button }: IconButtonProps & { label: string }) {
  return <IconButton variant="ghost" colorPalette="secondary" size="sm" aria-label={label} {...button} />;
}
