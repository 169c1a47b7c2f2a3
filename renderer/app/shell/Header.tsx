import { Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { NavLink, Link as RouterLink } from 'react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Replaceable } from '../../customers/components';
import { ColorModeToggle } from '../../ui/ColorModeToggle';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { AccountMenu } from './AccountMenu';
import { MaintenanceMenu } from './MaintenanceMenu';
import { MobileMenu } from './MobileMenu';
import { useWarmProjectsScreen } from '../../features/projects/preload';
import { headerLinks, linkIntent } from './navLinks';
import { NotificationsMenu } from './NotificationsMenu';
import { ProjectControls } from './ProjectControls';
import { pageColumn } from '../../ui/layoutStyles';

const headerColumn = { ...pageColumn, maxW: { base: '7xl', '2xl': 'none' } };

/**
 * The app header (hidden on bare routes and when the host asks; see chrome.ts): logo, navigation,
 * settings and the account area. Below xl the navigation and settings fold into the menu button: with
 * an open project's title and controls beside them, narrower headers had their links wrapping.
 * Memoised: it takes no props, so a route change (the shell re-renders with the location) does not
 * render it again; its links and menus follow the location and the store by their own hooks.
 */
export const Header = memo(function Header() {
  const { t } = useTranslation();
  useWarmProjectsScreen();
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
      {/* On a phone a narrower margin than the page's: the width goes to the controls. From xl the
          links, the open project and the settings share one row: a tighter gap, and from 2xl the
          whole width, so the project's title is read (at 1920 px in German it had 14 px). */}
      <Flex
        css={headerColumn}
        px={{ base: '3', md: '6' }}
        h="14"
        align="center"
        gap={{ base: '2', md: '6', xl: '3' }}
      >
        <RouterLink to="/home" aria-label={t('nav.home')}>
          <HStack gap="2">
            <Replaceable name="AppLogo" props={{ size: 28 }} />
            {/* On a phone the logo alone: the width goes to the open project's controls. */}
            <Text
              fontWeight="bold"
              fontSize="lg"
              letterSpacing="tight"
              display={{ base: 'none', sm: 'block' }}
            >
              {t('app.name')}
            </Text>
          </HStack>
        </RouterLink>
        <HStack
          as="nav"
          aria-label={t('nav.mainMenu')}
          gap="1"
          flex="1"
          display={{ base: 'none', xl: 'flex' }}
        >
          {headerLinks.map((link) => (
            <Link
              key={link.to}
              asChild
              px="2"
              py="1.5"
              rounded="md"
              fontSize="sm"
              fontWeight="medium"
              whiteSpace="nowrap"
              color="fg.muted"
              _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
              css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
            >
              <NavLink to={link.to} {...linkIntent(link.to)}>
                {t(link.key)}
              </NavLink>
            </Link>
          ))}
        </HStack>
        <Box flex="1" display={{ base: 'block', xl: 'none' }} />
        <ProjectControls />
        <HStack gap="1" flexShrink={0} display={{ base: 'none', xl: 'flex' }}>
          <LanguageSelect />
          <ColorModeToggle />
        </HStack>
        <HStack gap="1" flexShrink={0} data-testid="account-area">
          <MaintenanceMenu />
          <NotificationsMenu />
          <AccountMenu />
          <MobileMenu />
        </HStack>
      </Flex>
    </Box>
  );
});
