import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

/**
 * A header menu: its trigger button and its items, opened below the trigger's right edge (the
 * header's controls sit at its right end).
 */
export function HeaderMenu({
  trigger,
  defaultOpen,
  children,
  ...content
}: {
  trigger: ReactElement;
  defaultOpen?: boolean;
  children: ReactNode;
} & Menu.ContentProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content {...content}>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
