import { Badge } from '@chakra-ui/react';
import { statusColour } from '../../../core/project/status';
import { useColorMode } from '../../ui/colorMode';
import { statusLabel } from './statusLabel';

/** A project status in its theme colour (core/project/status.ts), readable in light and dark. */
export function StatusBadge({ status }: { status: string }) {
  const { colorMode } = useColorMode();
  const colour = statusColour(status, colorMode === 'dark' ? 'dark' : 'light');
  return (
    <Badge
      data-testid="status-badge"
      data-status={status}
      variant="outline"
      rounded="full"
      px="2"
      gap="1.5"
      borderColor={colour}
      color="fg"
      bg="transparent"
      whiteSpace="nowrap"
    >
      <span
        aria-hidden
        style={{ width: 8, height: 8, borderRadius: 4, background: colour, display: 'inline-block' }}
      />
      {statusLabel(status)}
    </Badge>
  );
}
