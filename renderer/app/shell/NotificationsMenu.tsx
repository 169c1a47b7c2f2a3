import { useEffect } from 'react';
import { dispatch } from '../../actions';
import { logger } from '../../state/logs';
import { accountAtom, profileAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { deferredControl } from './Deferred';
import { NotificationsButton } from './NotificationsButton';

const NotificationsControl = deferredControl(() => import('./NotificationsPanel'), NotificationsButton);

/** The signed-in user's notifications: loaded at sign-in for the count, listed on first open. */
export function NotificationsMenu() {
  const profile = useAtomValue(profileAtom);
  const user = useAtomValue(accountAtom)?.username ?? null;
  const signedIn = profile !== null && !profile.guest;
  // Loaded when someone signs in (and emptied on sign-out).
  useEffect(() => {
    dispatch('loadNotifications').catch((error: unknown) =>
      logger.warn('Notifications not loaded', (error as Error)?.message),
    );
  }, [signedIn, user]);
  if (!signedIn) return null;
  return <NotificationsControl />;
}
