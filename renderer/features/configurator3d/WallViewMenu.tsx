import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Room } from '../../../core/room/walls';
import type { CameraPreset } from '../../scene/cameraPresets';
import './texts';

export interface WallViewMenuProps {
  room: Room;
  view: CameraPreset;
  onView(view: CameraPreset): void;
}

/**
 * The camera presets facing each wall, as one menu in the view group: a drawn room can have a dozen
 * walls, and a button for each would push the toolbar onto more rows. The trigger names the wall
 * being looked at.
 */
export function WallViewMenu({ room, view, onView }: WallViewMenuProps) {
  const { t } = useTranslation('layout');
  const walls = room.walls.map((w, i) => ({
    value: `wall:${w.id}` as CameraPreset,
    label: t('view.wall', { n: i + 1 }),
  }));
  const current = walls.find((w) => w.value === view);
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button aria-pressed={Boolean(current)} variant={current ? 'solid' : 'outline'}>
          {current?.label ?? t('view.walls')}
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={current?.value ?? ''}
              onValueChange={(e) => onView(e.value as CameraPreset)}
            >
              {walls.map((w) => (
                <Menu.RadioItem key={w.value} value={w.value}>
                  {w.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
