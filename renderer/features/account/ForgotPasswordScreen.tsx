import { useTranslation } from 'react-i18next';
import { AccountCard } from './AccountCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import './texts';

/** /forgotpassword: the "Forgot password?" form on its own page. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation('account');
  return (
    <AccountCard title={t('forgot.title')} intro={t('forgot.intro')} testId="forgot-password">
      <ForgotPasswordForm />
    </AccountCard>
  );
}
