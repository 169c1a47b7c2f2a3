import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronUp, Copy, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Collision } from '../../../core/layout/collision';
import type { Room } from '../../../core/room/walls';
import { reportingDispatch } from '../../actions';
import { useLengths } from '../../state/measures';
import type { OpeningRow, PlacedRow } from '../../state/scene';
import { ConfiguratorPanel } from '../configurator/ConfiguratorPanel';
import './texts';

export interface SelectionPanelProps {
  room: Room | null;
  /** A piece of furniture, or a door or window in its wall. */
  selected: PlacedRow | OpeningRow | null;
  /** The selected row's name and code, as the catalogue says them. */
  name: string;
  code: string;
  refusal: readonly Collision[] | null;
}

const run = reportingDispatch('button');

/**
 * The 3D room's side panel (a bottom sheet on a phone): the selected item, where it stands, its
 * commands, and the configurator panel for its row, so a change of width shows in the room and in
 * the price at once.
 */
export function SelectionPanel({ room, selected, name, code, refusal }: SelectionPanelProps) {
  const { t } = useTranslation('layout');
  const lengths = useLengths();
  // On a phone the sheet opens to the options on demand; on a desk they are always shown.
  const [open, setOpen] = useState(false);
  const layout = selected?.layout;
  const wallIndex = layout?.wallId ? (room?.walls.findIndex((w) => w.id === layout.wallId) ?? -1) : -1;
  const rowId = selected?.shape.rowId;
  // A door or window stands in its wall: where along it, and no turning.
  const inWall = selected && 'openingId' in selected ? selected : null;
  const opening = inWall
    ? room?.walls.find((w) => w.id === inWall.wallId)?.openings.find((o) => o.id === inWall.openingId)
    : undefined;

  return (
    <Box
      as="aside"
      w={{ base: 'full', lg: '96' }}
      // The room beside it takes what is left: the panel never shrinks below its width on a desk.
      flexShrink={0}
      // On a desk the panel scrolls inside the screen's height: a long list of options must not stretch
      // the 3D view below the fold (the camera frames the room in the canvas, not in the window).
      maxH={{ base: open ? '75vh' : '40vh', lg: 'calc(100dvh - 3.6rem)' }}
      overflowY="auto"
      borderLeftWidth={{ lg: '1px' }}
      borderTopWidth={{ base: '1px', lg: '0' }}
      roundedTop={{ base: 'l3', lg: 'none' }}
      shadow={{ base: 'lg', lg: 'none' }}
      p="4"
      bg="bg.panel"
    >
      <Stack gap="3">
        <HStack justify="space-between">
          <Heading size="sm">{t('selected')}</Heading>
          {selected && (
            <Button
              hideFrom="lg"
              size="xs"
              variant="ghost"
              aria-expanded={open}
              aria-controls="room-configurator"
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <ChevronDown /> : <ChevronUp />}
              {open ? t('sheet.less') : t('sheet.more')}
            </Button>
          )}
        </HStack>
        {refusal && (
          <Alert.Root status="warning" data-testid="placement-refused">
            <Alert.Indicator />
            <Alert.Title>{t('refused', { what: t(`hit.${refusal[0]?.kind ?? 'item'}`) })}</Alert.Title>
          </Alert.Root>
        )}
        {selected && layout && rowId ? (
          <>
            <Stack gap="0">
              <Text fontWeight="medium">{name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {code}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('size', {
                  size: lengths.size([selected.shape.width, selected.shape.depth, selected.shape.height]),
                })}
              </Text>
            </Stack>
            <Text fontSize="sm" data-testid="position-readout" aria-live="polite">
              {t('position', {
                x: lengths.value(layout.x),
                y: lengths.value(layout.y),
                unit: lengths.symbol,
              })}
              {' · '}
              {opening && wallIndex >= 0
                ? t('inWall', { n: wallIndex + 1, offset: lengths.format(opening.offset) })
                : wallIndex >= 0
                  ? t('onWall', { n: wallIndex + 1 })
                  : t('freeStanding')}
              {layout.elevation > 0 ? ` · ${t('elevation', { h: lengths.format(layout.elevation) })}` : ''}
            </Text>
            <HStack gap="2" wrap="wrap">
              {inWall ? (
                <Text fontSize="xs" color="fg.muted" alignSelf="center">
                  {t('slide')}
                </Text>
              ) : (
                <Button size="xs" variant="outline" onClick={() => void run('rotateSelection', {})}>
                  <RotateCw />
                  {t('rotate')}
                </Button>
              )}
              <Button size="xs" variant="outline" onClick={() => void run('duplicateSelection')}>
                <Copy />
                {t('duplicate')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => void run('removeSelection')}
              >
                <Trash2 />
                {t('remove')}
              </Button>
            </HStack>
            <Box id="room-configurator" display={{ base: open ? 'block' : 'none', lg: 'block' }} pt="2">
              <ConfiguratorPanel variant="compact" />
            </Box>
          </>
        ) : (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t('noSelection')}
            </Text>
            {room?.walls[0] && (
              <Text fontSize="sm" data-testid="room-walls-height">
                {t('wallsHigh', { h: lengths.format(Math.max(...room.walls.map((w) => w.height))) })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
