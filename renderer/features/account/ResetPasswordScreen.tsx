import { useTranslation } from 'react-i18next';
import { dispatchFrom } from '../../actions';
import { accountApi } from '../../api/account';
import type { ScreenProps } from '../../app/screens';
import { DoneMessage, SetPasswordCard } from './SetPasswordCard';
import './texts';
import { LinkButton } from '../../ui/LinkButton';

/** /resetpassword/{code} and /guestresetpassword/{code} (spec 2): set a new password from the mail. */
export default function ResetPasswordScreen({ params }: ScreenProps) {
  const { t } = useTranslation('account');
  return (
    <SetPasswordCard
      code={params.code}
      title={t('reset.title')}
      submitLabel={t('reset.submit')}
      check={accountApi.checkResetCode}
      complete={(code, password) =>
        dispatchFrom('button')('completePassword', { kind: 'reset', code, password })
      }
      describe={(info) => t('reset.account', { user: info.username, shop: info.shopCod })}
      done={(info) => (
        <DoneMessage
          lines={[t('reset.done'), t('reset.signInWith', { shop: info.shopCod, user: info.username })]}
          action={
            <LinkButton to="/home" colorPalette="brand" alignSelf="start">
              {t('home')}
            </LinkButton>
          }
        />
      )}
      askAgainTo="/forgotpassword"
      testId="reset-password"
    />
  );
}
