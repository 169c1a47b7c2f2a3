import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { NavLink, Link as RouterLink } from 'react-router';
import { httpApi } from '../../api/client';
import { sessionAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { signOut } from '../signOut';
import { useTranslation } from 'react-i18next';
import { Replaceable } from '../../customers/components';
import { ColorModeToggle } from '../../ui/ColorModeToggle';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { ProjectControls } from './ProjectControls';

const links = [
  { to: '/itemsearch', key: 'nav.itemSearch' },
  { to: '/projects', key: 'nav.projects' },
  { to: '/cart', key: 'nav.cart' },
] as const;

/** The app header (hidden on bare routes and when the host asks; see chrome.ts). */
export function Header() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  return (
    <Box
      as="header"
      data-testid="app-header"
      borderBottomWidth="1px"
      bg="bg.panel"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} h="14" align="center" gap="6">
        <RouterLink to="/home" aria-label={t('nav.home')}>
          <HStack gap="2">
            <Replaceable name="AppLogo" props={{ size: 28 }} />
            <Text fontWeight="bold" fontSize="lg" letterSpacing="tight">
              {t('app.name')}
            </Text>
          </HStack>
        </RouterLink>
        <HStack as="nav" aria-label={t('nav.mainMenu')} gap="1" flex="1">
          {links.map((link) => (
            <Link
              key={link.to}
              asChild
              px="3"
              py="1.5"
              rounded="md"
              fontSize="sm"
              fontWeight="medium"
              color="fg.muted"
              _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
              css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
            >
              <NavLink to={link.to}>{t(link.key)}</NavLink>
            </Link>
          ))}
        </HStack>
        <ProjectControls />
        <HStack gap="2">
          <LanguageSelect />
          <ColorModeToggle />
          {session.hasProfile && !session.isGuest && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="secondary"
              onClick={() => void signOut(httpApi)}
              data-testid="sign-out"
            >
              <LogOut />
              {t('nav.signOut')}
            </Button>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
