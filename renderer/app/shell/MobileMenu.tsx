import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deferredControl } from './Deferred';

export function MobileMenuButton(props: IconButtonProps) {
  const { t } = useTranslation();
  return (
    <IconButton
      variant="ghost"
      colorPalette="secondary"
      size="sm"
      aria-label={t('nav.menu')}
      data-testid="mobile-menu"
      {...props}
    >
      <MenuIcon />
    </IconButton>
  );
}

const MobileMenuControl = deferredControl(() => import('./MobileMenuPanel'), MobileMenuButton);

/** Below xl the header's navigation and settings live behind this button (its drawer loads on use). */
export function MobileMenu() {
  return (
    <Box display={{ base: 'block', xl: 'none' }}>
      <MobileMenuControl />
    </Box>
  );
}
