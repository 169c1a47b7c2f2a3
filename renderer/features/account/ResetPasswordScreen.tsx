import { useTranslation } from 'react-i18next';
import type { CodeInfo } from '../../api/account';
import { LinkButton } from '../../ui/LinkButton';
import { DoneMessage, passwordLinkScreen } from './SetPasswordCard';
import './texts';

function PasswordReset({ info }: { info: CodeInfo }) {
  const { t } = useTranslation('account');
  return (
    <DoneMessage
      lines={[t('reset.done'), t('reset.signInWith', { shop: info.shopCod, user: info.username })]}
      action={
        <LinkButton to="/home" colorPalette="brand" alignSelf="start">
          {t('home')}
        </LinkButton>
      }
    />
  );
}

/** /resetpassword/{code} and /guestresetpassword/{code} (spec 2): set a new password from the mail. */
export default passwordLinkScreen('reset', PasswordReset);
