import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Room } from '../../../core/room/walls';
import { layoutItemOf } from '../../../core/layout/autoPlace';
import { useLengths } from '../../state/measures';
import type { PlacedRow } from '../../state/scene';
import { PlanPanel, type PlanPanelProps } from './PlanPanel';
import { itemPosition } from './planPosition';

interface Props extends Omit<PlanPanelProps, 'selectedRows'> {
  room: Room | null;
  placed: readonly PlacedRow[];
  /** The selected rows' ids, in selection order. */
  selected: readonly string[];
  labelOf(rowId: string): string;
}

/**
 * The plan's side panel, beside the plan on a desk and below it on a phone: the selected rows'
 * size and place in words (planPosition.ts), and the panel's controls (PlanPanel).
 */
export function PlanSidePanel({ placed, selected, labelOf, ...panel }: Props) {
  const { t } = useTranslation('plan2d');
  const lengths = useLengths();
  const selectedRows = selected.flatMap((id) => {
    const p = placed.find((x) => x.shape.rowId === id);
    if (!p) return [];
    const at = itemPosition(panel.room, layoutItemOf(p.shape, p.layout));
    return [
      {
        id,
        label: labelOf(id),
        size: t('panel.size', { size: lengths.size([p.shape.width, p.shape.depth, p.shape.height]) }),
        position: t('panel.position', {
          x: lengths.format(at.x),
          y: lengths.format(at.y),
          rotation: at.rotation,
        }),
        wall: at.wall
          ? t('panel.againstWall', {
              n: at.wall.n,
              gap: lengths.format(at.wall.gap),
              along: lengths.format(at.wall.along),
            })
          : null,
      },
    ];
  });
  return (
    <Box
      as="aside"
      w={{ base: 'full', lg: '80' }}
      flexShrink={0}
      position="relative"
      borderLeftWidth={{ lg: '1px' }}
      borderTopWidth={{ base: '1px', lg: '0' }}
      bg="bg.panel"
    >
      {/* Beside the plan, the panel scrolls in the plan's height: what it shows (a selection, an
          alert) never resizes the plan, which would shift the drawing under the pointer. */}
      <Box position={{ lg: 'absolute' }} inset={{ lg: '0' }} overflowY={{ lg: 'auto' }} p="4">
        <PlanPanel {...panel} selectedRows={selectedRows} />
      </Box>
    </Box>
  );
}
