import './i18n';
import { Alert, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dispatch, reportActionError } from '../../actions';
import { openSignIn } from '../../app/shell/accountLazy';
import { Replaceable } from '../../customers/components';
import { profileAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { ColorModeToggle } from '../../ui/ColorModeToggle';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { showToast } from '../../ui/toaster';
import { CONSENT_KEYS, consentsFrom, openGdprDialog } from './gdprDialog';

/** /gdprprivacy (no header): the user's privacy consents; the dialog opens at once for a signed-in user. */
export default function GdprPrivacyScreen() {
  const { t } = useTranslation('account');
  const { t: tShell } = useTranslation();
  const navigate = useNavigate();
  const profile = useAtomValue(profileAtom);
  const signedIn = profile !== null && !profile.guest;
  const consents = consentsFrom(profile?.gdprFlags);
  const given = consents.filter(Boolean).length;
  const [saving, setSaving] = useState(false);
  const opened = useRef(false);

  const review = async () => {
    const chosen = await openGdprDialog(profile?.gdprFlags);
    if (!chosen) return;
    setSaving(true);
    try {
      await dispatch('setGdprFlags', { consents: chosen });
      showToast({ type: 'success', title: t('gdpr.saved') });
    } catch (error) {
      reportActionError('setGdprFlags', error);
    } finally {
      setSaving(false);
    }
  };

  useEffect(() => {
    if (!signedIn || opened.current) return;
    opened.current = true;
    void review();
    // Opens once when a signed-in user arrives; review itself changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  return (
    <Flex direction="column" flex="1" bg="bg.subtle" minH="100dvh" data-testid="gdpr-screen">
      <HStack justify="space-between" px={{ base: '4', md: '8' }} py="4">
        <Replaceable name="AppLogo" props={{ size: 28 }} />
        <HStack gap="2">
          <LanguageSelect />
          <ColorModeToggle />
        </HStack>
      </HStack>
      <Box flex="1" px="4" py={{ base: '6', md: '12' }}>
        <Card.Root maxW="2xl" mx="auto">
          <Card.Body gap="5">
            <HStack gap="3">
              <ShieldCheck />
              <Heading as="h1" size="xl" data-testid="screen-title">
                {tShell('routes.gdprprivacy')}
              </Heading>
            </HStack>
            <Text color="fg.muted">{t('gdpr.pageIntro')}</Text>
            <Text fontSize="sm">{t('gdpr.notice')}</Text>
            {signedIn ? (
              <Stack gap="3">
                <Text fontWeight="medium" data-testid="gdpr-status">
                  {t('gdpr.status', { given, total: CONSENT_KEYS.length })}
                </Text>
                <Stack as="ul" gap="1" ps="5" fontSize="sm">
                  {CONSENT_KEYS.map((key, index) => (
                    <Text as="li" key={key} color={consents[index] ? 'fg' : 'fg.muted'}>
                      {consents[index] ? '✓ ' : '— '}
                      {t(`gdpr.${key}`)}
                    </Text>
                  ))}
                </Stack>
                <HStack justify="flex-end" wrap="wrap">
                  <Button variant="outline" onClick={() => void review()} loading={saving}>
                    {t('gdpr.review')}
                  </Button>
                  <Button onClick={() => void navigate('/home')} data-testid="gdpr-continue">
                    {t('gdpr.continue')}
                  </Button>
                </HStack>
              </Stack>
            ) : (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title flex="1">{t('gdpr.signInFirst')}</Alert.Title>
                <Button size="sm" onClick={() => void openSignIn('customer')}>
                  {t('signIn.submit')}
                </Button>
              </Alert.Root>
            )}
          </Card.Body>
        </Card.Root>
      </Box>
    </Flex>
  );
}
