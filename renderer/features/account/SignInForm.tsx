import { Button, Field, HStack, Stack, Tabs, Text, type ButtonProps } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch } from '../../actions';
import { reportMaintenanceError } from '../../actions/report';
import { LoginFailedError, missingLoginFields, type LoginField } from '../../actions/session';
import type { LoginResult } from '../../api/client';
import { logger } from '../../state/logs';
import { shopAtom } from '../../state/session';
import { store } from '../../state/store';
import type { DialogContentProps } from '../../ui/dialog';
import { TextField } from '../../ui/TextField';
import { useFormValues } from '../../ui/useFormValues';
import { showLoginFailed } from './loginFailed';

export type SignInKind = 'pro' | 'customer';

const fieldLabel: Record<SignInKind, Record<LoginField, string>> = {
  pro: { id: 'signIn.shop', user: 'signIn.user', password: 'signIn.password' },
  customer: { id: 'signIn.shop', user: 'signIn.email', password: 'signIn.password' },
};

/** The guest shop customers belong to, as the guest session knows it (the seed's WEB). */
function defaultCustomerShop(): string {
  return store.get(shopAtom)?.cod ?? 'WEB';
}

/** A button that reads as a link in the dialog's text: plain, small, no padding of its own. */
function InlineButton(props: ButtonProps) {
  return <Button variant="plain" size="sm" px="0" {...props} />;
}

/**
 * One login form (spec 2: professional and customer login components): shop code, user (or a
 * customer's e-mail) and password, all three required (spec 5), each missing one named.
 */
function LoginForm({
  kind,
  onDone,
  onForgot,
}: {
  kind: SignInKind;
  onDone: (result: LoginResult) => void;
  onForgot: () => void;
}) {
  const { t } = useTranslation('account');
  const form = useFormValues({
    id: kind === 'customer' ? defaultCustomerShop() : '',
    user: '',
    password: '',
  });
  const { values } = form;
  const [missing, setMissing] = useState<readonly LoginField[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    id: useRef<HTMLInputElement>(null),
    user: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = missingLoginFields(values);
    setMissing(empty);
    setError(null);
    if (empty.length) {
      refs[empty[0]!].current?.focus();
      return;
    }
    setBusy(true);
    try {
      onDone(await dispatch('login', values));
    } catch (caught) {
      if (caught instanceof LoginFailedError) {
        form.set('password', '');
        // Focused first: closing the info dialog gives focus back to what had it, the password.
        refs.password.current?.focus();
        await showLoginFailed();
      } else if (!reportMaintenanceError(caught)) {
        logger.error('Sign-in failed', caught);
        setError(t('signIn.error', { message: (caught as Error)?.message ?? String(caught) }));
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (name: LoginField, type: 'text' | 'password' | 'email', autoComplete: string) => (
    <TextField
      label={
        <>
          {t(fieldLabel[kind][name] as 'signIn.shop')}
          <Field.RequiredIndicator />
        </>
      }
      invalid={missing.includes(name)}
      error={t('signIn.missingField', { field: t(fieldLabel[kind][name] as 'signIn.shop').toLowerCase() })}
      required
      ref={refs[name]}
      name={name}
      type={type === 'email' ? 'text' : type}
      inputMode={type === 'email' ? 'email' : undefined}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      {...form.bind(name)}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid={`sign-in-${kind}`}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t(kind === 'pro' ? 'signIn.proIntro' : 'signIn.customerIntro')}
        </Text>
        {kind === 'pro' && field('id', 'text', 'organization')}
        {field('user', kind === 'customer' ? 'email' : 'text', 'username')}
        {field('password', 'password', 'current-password')}
        {kind === 'customer' && field('id', 'text', 'organization')}
        {missing.length > 0 && (
          <Text color="fg.error" fontSize="sm" role="alert" data-testid="sign-in-missing">
            {t('signIn.missing')}
          </Text>
        )}
        {error && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        )}
        <HStack justify="space-between" wrap="wrap" gap="2">
          <InlineButton color="fg.muted" type="button" onClick={onForgot} data-testid="sign-in-forgot">
            {t('signIn.forgot')}
          </InlineButton>
          <Button type="submit" loading={busy} colorPalette="brand" data-testid="sign-in-submit">
            {t('signIn.submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The sign-in dialog's content: professional and customer tabs. */
export function SignInForm({
  close,
  initialKind = 'pro',
}: DialogContentProps<LoginResult> & { initialKind?: SignInKind }) {
  const { t } = useTranslation('account');
  // The reset form has its own page (/forgotpassword): the dialog closes and the page opens.
  const forgot = () => {
    close(false);
    void dispatch('navigate', { path: '/forgotpassword' });
  };
  const createAccount = () => {
    close(false);
    void dispatch('navigate', { path: '/createaccount' });
  };
  return (
    <Stack gap="4">
      <Tabs.Root defaultValue={initialKind} variant="line" lazyMount unmountOnExit>
        <Tabs.List mb="4">
          <Tabs.Trigger value="pro">{t('signIn.professional')}</Tabs.Trigger>
          <Tabs.Trigger value="customer">{t('signIn.customer')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="pro" p="0">
          <LoginForm kind="pro" onDone={(result) => close(true, result)} onForgot={forgot} />
        </Tabs.Content>
        <Tabs.Content value="customer" p="0">
          <LoginForm kind="customer" onDone={(result) => close(true, result)} onForgot={forgot} />
        </Tabs.Content>
      </Tabs.Root>
      <HStack justify="center" gap="1" borderTopWidth="1px" pt="3" fontSize="sm" wrap="wrap">
        <Text color="fg.muted">{t('signIn.noAccount')}</Text>
        <InlineButton colorPalette="brand" onClick={createAccount} data-testid="sign-in-create-account">
          {t('signIn.createAccount')}
        </InlineButton>
      </HStack>
    </Stack>
  );
}
