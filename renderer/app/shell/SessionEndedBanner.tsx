import { Alert, Button } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../actions';
import { sessionEndedAtom } from '../../state/sessionEnded';
import { userFlagsAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { openSignIn } from './accountLazy';

/** Signs in again with the kind of account the person had (customer or professional). */
export function useSignInAgain(): () => void {
  const kind = useAtomValue(userFlagsAtom).kind;
  return () =>
    void openSignIn(kind === 'customer' ? 'customer' : 'pro').catch((error: unknown) =>
      reportActionError('login', error),
    );
}

/** Above every screen while the session is ended: what happened, that the work is kept, and Sign in. */
export function SessionEndedBanner() {
  const { t } = useTranslation();
  const ended = useAtomValue(sessionEndedAtom);
  const signIn = useSignInAgain();
  if (!ended) return null;
  return (
    <Alert.Root
      status="warning"
      borderRadius="0"
      py="2"
      role="alert"
      flexWrap="wrap"
      data-testid="session-ended"
    >
      <Alert.Indicator />
      {/* On a phone the text takes the row and the button goes under it. */}
      <Alert.Content flex="1 1 16rem">
        <Alert.Title>{t('sessionEnded.title')}</Alert.Title>
        <Alert.Description>{t('sessionEnded.body')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="orange" alignSelf="center" flexShrink={0} ms="auto" onClick={signIn}>
        <LogIn />
        {t('sessionEnded.signIn')}
      </Button>
    </Alert.Root>
  );
}
