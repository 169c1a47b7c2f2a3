import { HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dispatchFrom } from '../../actions';
import { accountApi } from '../../api/account';
import type { ScreenProps } from '../../app/screens';
import { DoneMessage, SetPasswordCard } from './SetPasswordCard';
import './texts';
import { LinkButton } from '../../ui/LinkButton';

/** The guest shop's code: registered guests sign in there (server/accounts/accounts.ts GUEST_SHOP_COD). */
const GUEST_SHOP = 'WEB';

/** /guestregister/{code} (spec 2): a guest chooses a password; the account keeps the guest's projects. */
export default function GuestRegisterScreen({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('account');
  return (
    <SetPasswordCard
      code={params.code}
      title={t('complete.title')}
      submitLabel={t('complete.submit')}
      check={accountApi.checkRegistrationCode}
      complete={(code, password) =>
        dispatchFrom('button')('completePassword', {
          kind: 'guestRegistration',
          code,
          password,
          language: i18n.language,
        })
      }
      describe={(info) => t('complete.account', { email: info.email })}
      done={() => (
        <DoneMessage
          lines={[t('complete.done'), t('complete.signInWith', { shop: GUEST_SHOP })]}
          action={
            <HStack gap="3" wrap="wrap">
              <LinkButton to="/projects" colorPalette="brand">
                {t('complete.projects')}
              </LinkButton>
              <LinkButton to="/home" variant="outline">
                {t('home')}
              </LinkButton>
            </HStack>
          }
        />
      )}
      askAgainTo="/createaccount"
      testId="guest-register"
    />
  );
}
