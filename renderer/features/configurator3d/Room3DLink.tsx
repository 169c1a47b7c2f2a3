import { Box } from '@chakra-ui/react';
import { Box as BoxIcon } from 'lucide-react';
import { LinkButton, type LinkButtonProps } from '../../ui/LinkButton';
import { room3dLinkIntent } from './preload';

/**
 * The button-styled link to the 3D view that other screens put in their header: it preloads the 3D
 * view on intent, and a phone shows the icon only (the screen's title and its actions share 360 px).
 */
export function Room3DLink({ label, ...button }: { label: string } & Omit<LinkButtonProps, 'to'>) {
  return (
    <LinkButton to="/configurator3d" {...room3dLinkIntent} size="sm" aria-label={label} {...button}>
      <BoxIcon />
      <Box as="span" display={{ base: 'none', md: 'inline' }}>
        {label}
      </Box>
    </LinkButton>
  );
}
