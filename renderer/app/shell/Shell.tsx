import { Box, Flex } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { embedAtom } from '../../state/app';
import { useAtomValue } from '../../state/store';
import { Toaster } from '../../ui/toaster';
import { chromeFor } from '../chrome';
import { matchRoute } from '../navigation';
import type { RouteDef } from '../routes';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingOverlay } from './LoadingOverlay';
import { MaintenanceBanner } from './MaintenanceBanner';
import { SessionEndedBanner } from './SessionEndedBanner';
import { isLogsHotkey, LOGS_PATH } from './logsHotkey';
import { DialogLayer } from './DialogLayer';
import { useActionShortcuts } from './useActionShortcuts';

/** The layout around every screen: banner, header, screen, footer, toasts, dialogs, loading overlay. */
export function Shell({ routes, customerName }: { routes: readonly RouteDef[]; customerName?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const embed = useAtomValue(embedAtom);
  const chrome = chromeFor(matchRoute(routes, location.pathname)?.route, embed);
  useActionShortcuts();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isLogsHotkey(event)) return;
      event.preventDefault();
      void navigate(LOGS_PATH);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);

  return (
    <Flex direction="column" minH="100dvh" data-testid="app-shell">
      <MaintenanceBanner />
      {chrome.header && <Header />}
      <SessionEndedBanner />
      <Box as="main" flex="1" display="flex" flexDirection="column" minH="0">
        <Outlet />
      </Box>
      {chrome.footer && <Footer {...(customerName ? { customerName } : {})} />}
      <Toaster />
      <DialogLayer />
      <LoadingOverlay />
    </Flex>
  );
}
