import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeInfo } from '../../api/account';
import { AccountCard } from './AccountCard';
import { FailureAlert } from './FailureAlert';
import { failureOf, passwordProblems, type PasswordProblems } from './forms';
import { PasswordFields } from './PasswordFields';
import { useAccountCode } from './useAccountCode';
import './texts';
import { LinkButton } from '../../ui/LinkButton';

/**
 * A mailed link's screen: checks the code, asks for a new password twice, uses the code (which signs
 * in), then says what happened. Shared by the reset and the registration screens.
 */
export function SetPasswordCard({
  code,
  title,
  submitLabel,
  check,
  complete,
  describe,
  done,
  askAgainTo,
  testId,
}: {
  code: string | undefined;
  title: string;
  submitLabel: string;
  check: (code: string) => Promise<CodeInfo>;
  complete: (code: string, password: string) => Promise<unknown>;
  /** The line under the title once the code is known (whose account). */
  describe: (info: CodeInfo) => ReactNode;
  /** What shows after success. */
  done: (info: CodeInfo) => ReactNode;
  /** Where "Ask for a new link" leads. */
  askAgainTo: string;
  testId: string;
}) {
  const { t } = useTranslation('account');
  const state = useAccountCode(code, check);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<PasswordProblems | null>(null);
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
          {done(state.info)}
        </Stack>
      </AccountCard>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = passwordProblems(password, confirm);
    setProblems(found);
    if (found.password || found.confirm || !code) return;
    setSaving(true);
    setFailure(null);
    try {
      // The action signs in with the reply, as any login does.
      await complete(code, password);
      setFinished(true);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AccountCard title={title} intro={describe(state.info)} testId={testId}>
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
          <PasswordFields
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            problems={problems}
            disabled={saving}
            autoFocus
          />
          <FailureAlert failure={failure} />
          <Button type="submit" loading={saving} colorPalette="brand">
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
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
