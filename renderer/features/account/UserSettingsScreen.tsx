import './i18n';
import { Badge, Button, Card, Grid, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch, reportActionError } from '../../actions';
import { IMPERIAL_MEASURES, METRIC_MEASURES } from '../../../core/locale/measures';
import { accountAtom, preferencesAtom, profileAtom, userFlagsAtom } from '../../state/session';
import { useAtom, useAtomValue } from '../../state/store';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { ScreenPage } from '../../ui/ScreenPage';
import { ThemeChoice } from './ThemeChoice';
import { showToast } from '../../ui/toaster';
import { CONSENT_KEYS, consentsFrom, openGdprDialog } from './gdprDialog';
import { PasswordForm } from './PasswordForm';
import { PriceListSetting, ProfileEmailField } from './ProfileSettings';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', sm: '10rem 1fr' }} gap={{ base: '1', sm: '4' }} alignItems="center">
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <HStack>{children}</HStack>
    </Grid>
  );
}

/** /usersettings: who the user is, language, measures, theme, password and privacy consents. */
export default function UserSettingsScreen() {
  const { t } = useTranslation('account');
  const { t: tShell } = useTranslation();
  const profile = useAtomValue(profileAtom);
  const account = useAtomValue(accountAtom);
  const flags = useAtomValue(userFlagsAtom);
  const [preferences, setPreferences] = useAtom(preferencesAtom);
  const imperial = preferences.measures.length === IMPERIAL_MEASURES.length;
  const consents = consentsFrom(profile?.gdprFlags);
  const given = consents.filter(Boolean).length;
  const role = profile?.admin ? tShell('account.roles.admin') : tShell(`account.roles.${flags.kind}`);

  const reviewConsents = async () => {
    const chosen = await openGdprDialog(profile?.gdprFlags);
    if (!chosen) return;
    await dispatch('setGdprFlags', { consents: chosen }).then(
      () => showToast({ type: 'success', title: t('gdpr.saved') }),
      (error: unknown) => reportActionError('setGdprFlags', error),
    );
  };

  return (
    <ScreenPage title={t('settings.title')}>
      <Text color="fg.muted" mt="-4">
        {t('settings.subtitle')}
      </Text>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Section title={t('settings.account')} testId="settings-account">
            <Stack gap="3">
              <Row label={t('settings.user')}>
                <Text fontWeight="medium">{account?.username ?? '—'}</Text>
              </Row>
              {account?.customerEmail ? (
                <Row label={t('settings.email')}>
                  <Text>{account.customerEmail}</Text>
                </Row>
              ) : flags.kind === 'pro' ? (
                <Row label={t('settings.email')}>
                  <ProfileEmailField key={account?.email ?? ''} account={account} />
                </Row>
              ) : null}
              <Row label={t('settings.shop')}>
                <Text>{profile?.shop?.cod ?? '—'}</Text>
              </Row>
              <Row label={t('settings.role')}>
                <Badge colorPalette="brand">{role}</Badge>
                {flags.kind === 'pro' && (
                  <Badge variant="outline">
                    {t('settings.sellerLevel')} {flags.sellerLevel}
                  </Badge>
                )}
              </Row>
              <Row label={t('settings.priceList')}>
                <PriceListSetting account={account} canChoose={flags.kind === 'pro'} />
              </Row>
            </Stack>
          </Section>
          <Section title={t('settings.preferences')} testId="settings-preferences">
            <Stack gap="3">
              <Row label={t('settings.language')}>
                <LanguageSelect />
              </Row>
              <Row label={t('settings.theme')}>
                <ThemeChoice label={t('settings.theme')} />
              </Row>
              <Row label={t('settings.measures')}>
                <NativeSelect.Root size="sm" width="auto">
                  <NativeSelect.Field
                    aria-label={t('settings.measures')}
                    data-testid="measures-select"
                    value={imperial ? 'imperial' : 'metric'}
                    onChange={(e) => {
                      const units =
                        e.currentTarget.value === 'imperial' ? IMPERIAL_MEASURES : METRIC_MEASURES;
                      setPreferences((p) => ({ ...p, measures: { ...p.measures, ...units } }));
                      showToast({ type: 'success', title: t('settings.saved') });
                    }}
                  >
                    <option value="metric">{t('settings.metric')}</option>
                    <option value="imperial">{t('settings.imperial')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Row>
              <Row label={t('settings.currency')}>
                <Text>{preferences.currency}</Text>
              </Row>
            </Stack>
          </Section>
        </Stack>
        <Stack gap="6">
          <Section title={t('settings.password')} testId="settings-password">
            <PasswordForm />
          </Section>
          <Section title={t('settings.privacy')} testId="settings-privacy">
            <Text fontSize="sm" data-testid="settings-consents">
              {given === CONSENT_KEYS.length
                ? t('settings.consentsAll')
                : t('settings.consentsSome', { given, total: CONSENT_KEYS.length })}
            </Text>
            <HStack>
              <Button variant="outline" onClick={() => void reviewConsents()}>
                {t('settings.reviewConsents')}
              </Button>
            </HStack>
          </Section>
        </Stack>
      </Grid>
    </ScreenPage>
  );
}
