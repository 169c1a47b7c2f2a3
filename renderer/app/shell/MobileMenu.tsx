import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred } from './Deferred';

const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(loadPanel);

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

/** Below xl the header's navigation and settings live behind this button (its drawer loads on use). */
export function MobileMenu() {
  return (
    <Box display={{ base: 'block', xl: 'none' }}>
      <Deferred
        load={loadPanel}
        panel={MobileMenuPanel}
        props={{}}
        stub={(handlers) => <MobileMenuButton {...handlers} />}
      />
    </Box>
  );
}
