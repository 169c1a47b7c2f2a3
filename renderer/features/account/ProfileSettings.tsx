import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch, reportActionError } from '../../actions';
import { createAuthApi } from '../../api/auth';
import { ApiError } from '../../api/client';
import type { PriceListChoices } from '../../api/types';
import type { AccountInfo } from '../../state/session';
import { EMAIL_INPUT, TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toaster';
import { emailProblem } from './forms';
import './texts';

const authApi = createAuthApi();

/**
 * A professional user's own e-mail address (where a password reset link goes); empty removes it.
 * Keyed by the stored address where it is used, so a saved change starts the field afresh.
 */
export function ProfileEmailField({ account }: { account: AccountInfo | null }) {
  const { t } = useTranslation('account');
  const stored = account?.email ?? '';
  const [email, setEmail] = useState(stored);
  // Issue 20: the server changes the address only with the current password (a session alone must
  // not redirect the account's reset mails); the field shows once the address differs.
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = tried && email.trim() !== '' ? emailProblem(email) : null;
  const changed = email.trim() !== stored;

  async function save(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const next = email.trim();
    if (next !== '' && emailProblem(next)) return;
    if (!password) {
      setPasswordProblem(t('settings.passwordMissingCurrent'));
      return;
    }
    setPasswordProblem(null);
    setSaving(true);
    try {
      await dispatch('setProfileEmail', { email: next === '' ? null : next, currentPassword: password });
      setPassword('');
      showToast({ type: 'success', title: t(next === '' ? 'settings.emailRemoved' : 'settings.emailSaved') });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD')
        setPasswordProblem(t('settings.passwordWrong'));
      else reportActionError('setProfileEmail', error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate style={{ width: '100%' }} data-testid="profile-email-form">
      <Stack gap="2" width="full">
        <Field.Root invalid={!!problem}>
          <HStack width="full" align="start">
            <Input
              size="sm"
              {...EMAIL_INPUT}
              aria-label={t('settings.email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button size="sm" type="submit" loading={saving} disabled={!changed}>
              {t('settings.emailSave')}
            </Button>
          </HStack>
          {problem ? (
            <Field.ErrorText>{t(problem)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('settings.emailHint')}</Field.HelperText>
          )}
        </Field.Root>
        {changed ? (
          <TextField
            label={t('settings.currentPassword')}
            size="sm"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            error={passwordProblem}
          />
        ) : null}
      </Stack>
    </form>
  );
}

/**
 * A professional user's default price list: the lists in their shop's currency (the server offers
 * them); prices follow the choice. With a single list it is shown, not offered.
 */
export function PriceListSetting({
  account,
  canChoose,
}: {
  account: AccountInfo | null;
  canChoose: boolean;
}) {
  const { t } = useTranslation('account');
  const [choices, setChoices] = useState<PriceListChoices | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!canChoose) return;
    let live = true;
    authApi.priceLists().then(
      (reply) => live && setChoices(reply),
      () => live && setChoices(null),
    );
    return () => {
      live = false;
    };
  }, [canChoose]);
  const current = account?.pricelist ?? '';
  const shopDefault = account?.shopPricelist ?? choices?.shopDefault ?? current;
  const currency = account?.currency ?? '';
  const lists = choices?.lists ?? [];

  if (!canChoose || lists.length < 2) {
    return (
      <Stack gap="0">
        <Text data-testid="price-list-value">{current || '—'}</Text>
        <Text fontSize="xs" color="fg.subtle">
          {t('settings.priceListFixed', { currency })}
        </Text>
      </Stack>
    );
  }

  const choose = async (cod: string) => {
    setSaving(true);
    try {
      await dispatch('setPriceList', { priceList: cod === shopDefault ? null : cod });
      showToast({ type: 'success', title: t('settings.priceListSaved') });
    } catch (error) {
      reportActionError('setPriceList', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="1" width="full">
      <NativeSelect.Root size="sm" width="auto" disabled={saving}>
        <NativeSelect.Field
          aria-label={t('settings.priceList')}
          data-testid="price-list-select"
          value={current}
          onChange={(e) => void choose(e.currentTarget.value)}
        >
          {lists.map((list) => (
            <option key={list.cod} value={list.cod}>
              {list.cod === shopDefault
                ? t('settings.priceListShop', { cod: list.cod })
                : `${list.cod}${list.des ? ` · ${list.des}` : ''}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Text fontSize="xs" color="fg.subtle">
        {t('settings.priceListNote', { currency })}
      </Text>
    </Stack>
  );
}
