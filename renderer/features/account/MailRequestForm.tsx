import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_INPUT, TextField } from '../../ui/TextField';
import { emailProblem, failureOf } from './forms';
import { SubmitRow } from './SubmitRow';
import './texts';

/**
 * The form behind every "we mail you a link" request (forgot password, guest registration): its
 * fields, the e-mail address checked before sending, the sending state, the server's refusal in words,
 * and the answer once sent. `withEmail` false leaves the address out (a reset by shop code and user
 * name); `fieldsValid` then says whether the other fields may be sent.
 */
export function MailRequestForm({
  testId,
  fields,
  withEmail = true,
  initialEmail = '',
  fieldsValid = () => true,
  submitLabel,
  sentText,
  againLabel,
  send,
}: {
  testId: string;
  /** Fields above the address (names, shop code and user name). */
  fields?: (tried: boolean) => ReactNode;
  withEmail?: boolean;
  initialEmail?: string;
  fieldsValid?: () => boolean;
  submitLabel: string;
  /** The answer once sent; `email` is the address given ('' without one). */
  sentText: (email: string) => string;
  /** A button to ask again, when the form offers one. */
  againLabel?: string;
  send: (email: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState(initialEmail);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<ReturnType<typeof failureOf> | null>(null);
  const problem = tried && withEmail ? emailProblem(email) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if ((withEmail && emailProblem(email)) || !fieldsValid()) return;
    setSending(true);
    setFailure(null);
    try {
      const address = withEmail ? email.trim() : '';
      await send(address);
      setSentTo(address);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSending(false);
    }
  }

  if (sentTo !== null) {
    return (
      <Stack gap="4" data-testid={`${testId}-sent`}>
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Description>{sentText(sentTo)}</Alert.Description>
        </Alert.Root>
        {againLabel ? (
          <Button
            variant="outline"
            alignSelf="start"
            onClick={() => {
              setSentTo(null);
              setTried(false);
            }}
          >
            {againLabel}
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid={`${testId}-form`}>
      <Stack gap="4">
        {fields?.(tried)}
        {withEmail ? (
          <TextField
            label={t('field.email')}
            {...EMAIL_INPUT}
            value={email}
            onValue={setEmail}
            error={problem && t(problem)}
            required
          />
        ) : null}
        <SubmitRow failure={failure} sending={sending} label={submitLabel} />
      </Stack>
    </form>
  );
}
