import { Alert, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatchFrom } from '../../actions';
import { accountApi, type CodeInfo } from '../../api/account';
import type { ScreenProps } from '../../app/screens';
import { AccountCard } from './AccountCard';
import { FailureAlert } from './FailureAlert';
import { failureOf } from './forms';
import { PasswordFields } from './PasswordFields';
import { SubmitRow } from './SubmitRow';
import { useAccountCode } from './useAccountCode';
import { useNewPassword } from './useNewPassword';
import './texts';
import { LinkButton } from '../../ui/LinkButton';

/** What differs between the mailed links' screens: the code's check, the texts, where to ask again. */
const LINKS = {
  reset: {
    check: accountApi.checkResetCode,
    texts: 'reset',
    askAgainTo: '/forgotpassword',
    testId: 'reset-password',
  },
  guestRegistration: {
    check: accountApi.checkRegistrationCode,
    texts: 'complete',
    askAgainTo: '/createaccount',
    testId: 'guest-register',
  },
} as const;

/**
 * A mailed link's screen: checks the code, asks for a new password twice, uses the code (which signs
 * in), then says what happened. Shared by the reset and the registration screens.
 */
function SetPasswordCard({
  link,
  code,
  Done,
}: {
  link: keyof typeof LINKS;
  code: string | undefined;
  /** What shows after success. */
  Done: ComponentType<{ info: CodeInfo }>;
}) {
  const { t, i18n } = useTranslation('account');
  const { check, texts, askAgainTo, testId } = LINKS[link];
  const title = t(`${texts}.title`);
  const state = useAccountCode(code, check);
  const newPassword = useNewPassword();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof failureOf> | null>(null);
  const [finished, setFinished] = useState(false);

  if (state.kind === 'checking') {
    return (
      <AccountCard title={title} testId={testId}>
        <Center py="6" gap="3" data-testid="account-code-checking">
          <Spinner color="brand.solid" />
          <Text color="fg.muted">{t('link.checking')}</Text>
        </Center>
      </AccountCard>
    );
  }

  const dead = state.kind === 'failed' ? state.failure : failure?.key === 'link.invalid' ? failure : null;
  if (dead) {
    return (
      <AccountCard title={title} testId={testId}>
        <Stack gap="4" data-testid="account-code-invalid">
          <FailureAlert failure={dead} />
          <LinkButton to={askAgainTo} variant="outline" alignSelf="start">
            {t('link.askAgain')}
          </LinkButton>
        </Stack>
      </AccountCard>
    );
  }
  if (state.kind !== 'valid') return null;

  if (finished) {
    return (
      <AccountCard title={title} testId={testId}>
        <Stack gap="4" data-testid="account-done">
          <Done info={state.info} />
        </Stack>
      </AccountCard>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!newPassword.check() || !code) return;
    setSaving(true);
    setFailure(null);
    try {
      // The action signs in with the reply, as any login does.
      await dispatchFrom('button')('completePassword', {
        kind: link,
        code,
        password: newPassword.password,
        language: i18n.language,
      });
      setFinished(true);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AccountCard
      title={title}
      intro={t(`${texts}.account`, {
        user: state.info.username,
        shop: state.info.shopCod,
        email: state.info.email,
      })}
      testId={testId}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          {/* Lets password managers file the new password under the right account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={state.info.username ?? state.info.email}
            readOnly
            hidden
          />
          <PasswordFields form={newPassword} disabled={saving} autoFocus />
          <SubmitRow failure={failure} sending={saving} label={t(`${texts}.submit`)} />
        </Stack>
      </form>
    </AccountCard>
  );
}

/** A mailed link's page (its code in the route), and what it shows once the password is set. */
export function passwordLinkScreen(link: keyof typeof LINKS, Done: ComponentType<{ info: CodeInfo }>) {
  return function PasswordLinkScreen({ params }: ScreenProps) {
    return <SetPasswordCard link={link} code={params.code} Done={Done} />;
  };
}

/** The success text and the way on. */
export function DoneMessage({ lines, action }: { lines: ReactNode[]; action: ReactNode }) {
  return (
    <>
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Description>{lines[0]}</Alert.Description>
      </Alert.Root>
      {lines.slice(1).map((line, index) => (
        <Text key={index} color="fg.muted">
          {line}
        </Text>
      ))}
      {action}
    </>
  );
}
