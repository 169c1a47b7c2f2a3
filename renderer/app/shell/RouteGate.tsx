import { createElement, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { sessionReadyAtom } from '../../state/app';
import { logger } from '../../state/logs';
import { sessionAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { showToast } from '../../ui/toaster';
import { guardAllows, homeWithRedirectFrom } from '../navigation';
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

/** Applies the route's guard once the start-up session is known, then shows its (lazy) screen. */
export function RouteGate({ route }: { route: RouteDef }) {
  const location = useLocation();
  const params = useParams();
  const session = useAtomValue(sessionAtom);
  const sessionReady = useAtomValue(sessionReadyAtom);
  if (route.guard && !sessionReady) return <ScreenFallback />;
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
