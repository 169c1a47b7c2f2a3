import { HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/LinkButton';
import { DoneMessage, passwordLinkScreen } from './SetPasswordCard';
import './texts';

/** The guest shop's code: registered guests sign in there (server/accounts/accounts.ts GUEST_SHOP_COD). */
const GUEST_SHOP = 'WEB';

function GuestRegistered() {
  const { t } = useTranslation('account');
  return (
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
  );
}

/** /guestregister/{code} (spec 2): a guest chooses a password; the account keeps the guest's projects. */
export default passwordLinkScreen('guestRegistration', GuestRegistered);
