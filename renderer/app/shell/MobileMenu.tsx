import { Box, type IconButtonProps } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deferredControl } from './Deferred';
import { HeaderIconButton } from './HeaderIconButton';

export function MobileMenuButton(props: IconButtonProps) {
  const { t } = useTranslation();
  return (
    <HeaderIconButton label={t('nav.menu')} data-testid="mobile-menu" {...props}>
      <MenuIcon />
    </HeaderIconButton>
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
