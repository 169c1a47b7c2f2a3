import { Menu, Portal } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { Fragment } from 'react';

/** One command of an action menu. */
export interface MenuAction {
  /** The item's value (Chakra's menu keys and typeahead use it). */
  value: string;
  icon: LucideIcon;
  label: string;
  onClick(): void;
  disabled?: boolean;
  /** Deletes or removes something: drawn in the error colour. */
  danger?: boolean;
  /** A rule above it sets it apart from the items before (a delete after the everyday commands). */
  separated?: boolean;
}

/**
 * The popup of a `Menu.Root` whose items are commands, each its icon before its label: portalled
 * out of the trigger's stacking context and positioned by the menu. `false` in `actions` leaves an
 * item out (one the user may not use), so a caller lists its commands as one array.
 */
export function ActionMenuContent({
  actions,
  minW,
}: {
  actions: readonly (MenuAction | false)[];
  /** The popup's least width (a Chakra size token), so that short menus keep one look. */
  minW?: string;
}) {
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content minW={minW}>
          {actions.map(
            (a) =>
              a && (
                <Fragment key={a.value}>
                  {a.separated && <Menu.Separator />}
                  <Menu.Item
                    value={a.value}
                    color={a.danger ? 'fg.error' : undefined}
                    onClick={a.onClick}
                    disabled={a.disabled}
                  >
                    <a.icon size={16} />
                    {a.label}
                  </Menu.Item>
                </Fragment>
              ),
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}
