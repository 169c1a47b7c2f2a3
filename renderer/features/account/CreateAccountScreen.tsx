import { useTranslation } from 'react-i18next';
import { AccountCard } from './AccountCard';
import { GuestRegisterRequest } from './GuestRegisterRequest';
import './texts';

/** /createaccount: a guest's "Create an account" on its own page. */
export default function CreateAccountScreen() {
  const { t } = useTranslation('account');
  return (
    <AccountCard title={t('register.title')} intro={t('register.intro')} testId="create-account">
      <GuestRegisterRequest />
    </AccountCard>
  );
}
