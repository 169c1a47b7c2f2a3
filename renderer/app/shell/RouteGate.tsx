import { createElement, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@chakra-ui/react';
import { BriefcaseBusiness } from 'lucide-react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { sessionReadyAtom } from '../../state/app';
import { logger } from '../../state/logs';
import { sessionAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { showToast } from '../../ui/toaster';
import { guardAllows, HOME, homeWithRedirectFrom } from '../navigation';
import type { RouteDef } from '../routes';
import { screenFor } from '../screens';
import { ScreenFallback } from './ScreenFallback';

/** Sends a refused navigation home with redirectFrom, saying why in a toast. */
function GuardRedirect({ requested, pathname }: { requested: string; pathname: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // A screen being left (sign-out goes home, then ends the session) may render once more before
    // the router's transition lands: the address has moved on already, so it must not redirect.
    if (!window.location.pathname.endsWith(pathname)) return;
    logger.info('Route guard: redirected home', requested);
    showToast({
      type: 'warning',
      title: t('guard.title'),
      description: t('guard.description', { path: requested }),
    });
    void navigate(homeWithRedirectFrom(requested), { replace: true });
  }, [navigate, requested, pathname, t]);
  return null;
}

/**
 * A signed-in customer on a professionals' screen: told so, not asked to sign in (they are signed in;
 * signing in again would not help).
 */
function ProfessionalsOnly({ requested }: { requested: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root maxW="2xl" mx="auto" my={{ base: '6', md: '12' }} data-testid="pro-only">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <BriefcaseBusiness />
        </EmptyState.Indicator>
        <EmptyState.Title as="h1">{t('guard.proOnlyTitle')}</EmptyState.Title>
        <EmptyState.Description>{t('guard.proOnlyBody', { path: requested })}</EmptyState.Description>
        <Button asChild variant="outline">
          <RouterLink to={HOME}>{t('guard.proOnlyBack')}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Applies the route's guard once the start-up session is known, then shows its (lazy) screen. */
export function RouteGate({ route }: { route: RouteDef }) {
  const location = useLocation();
  const params = useParams();
  const session = useAtomValue(sessionAtom);
  const sessionReady = useAtomValue(sessionReadyAtom);
  if (route.guard && !sessionReady) return <ScreenFallback />;
  if (route.guard === 'pro' && session.hasProfile && !session.isGuest && !session.isPro) {
    return <ProfessionalsOnly requested={location.pathname} />;
  }
  if (!guardAllows(route.guard, session)) {
    return (
      <GuardRedirect
        requested={`${location.pathname}${location.search}${location.hash}`}
        pathname={location.pathname}
      />
    );
  }
  // screenFor returns module-level (lazy) components, so createElement keeps their identity.
  return (
    <Suspense fallback={<ScreenFallback />}>{createElement(screenFor(route), { route, params })}</Suspense>
  );
}
