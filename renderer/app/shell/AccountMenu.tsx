import { Box, Button } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../actions';
import { profileAtom } from '../../state/session';
import { sessionEndedAtom } from '../../state/sessionEnded';
import { useAtomValue } from '../../state/store';
import { AccountButton } from './AccountButton';
import { openSignIn } from './accountLazy';
import { deferredControl } from './Deferred';
import { useSignInAgain } from './SessionEndedBanner';

const AccountMenuControl = deferredControl(() => import('./AccountMenuPanel'), AccountButton);

/** Sign-in button, or the signed-in user's menu (loaded on first use). */
export function AccountMenu() {
  const { t } = useTranslation();
  const profile = useAtomValue(profileAtom);
  const ended = useAtomValue(sessionEndedAtom);
  const signInAgain = useSignInAgain();
  if (profile && !profile.guest && ended) {
    // The session ended elsewhere: the header says so, and signing in again is one click.
    return (
      <Button
        size="sm"
        colorPalette="orange"
        variant="subtle"
        data-testid="session-ended-marker"
        aria-label={`${t('sessionEnded.marker')}: ${t('sessionEnded.signIn')}`}
        title={t('sessionEnded.title')}
        onClick={signInAgain}
      >
        <LogIn />
        <Box as="span" hideBelow="sm">
          {t('sessionEnded.marker')}
        </Box>
      </Button>
    );
  }
  if (!profile || profile.guest) {
    return (
      <Button
        size="sm"
        colorPalette="brand"
        data-testid="sign-in"
        aria-label={t('nav.signIn')}
        onClick={() => void openSignIn().catch((error: unknown) => reportActionError('login', error))}
      >
        <LogIn />
        {/* On a phone the icon alone: the words pushed the header's undo and redo under the button. */}
        <Box as="span" hideBelow="sm">
          {t('nav.signIn')}
        </Box>
      </Button>
    );
  }
  return <AccountMenuControl />;
}
