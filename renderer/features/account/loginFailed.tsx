import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LOGIN_FAILED_MESSAGE } from '../../actions/session';
import { i18n } from '../../i18n';
import { openDialog, type DialogContentProps } from '../../ui/dialog';

function OkButton({ close }: DialogContentProps) {
  const { t } = useTranslation('account');
  return (
    <Button onClick={() => close(true)} data-testid="login-failed-ok" autoFocus>
      {t('signIn.ok')}
    </Button>
  );
}

/** Spec 2, 8: the login-failed info dialog, 'Incorrect data, please check your credentials.'. */
export async function showLoginFailed(): Promise<void> {
  await openDialog({
    title: i18n.t('account:signIn.failedTitle'),
    content: i18n.t('account:signIn.failed', { defaultValue: LOGIN_FAILED_MESSAGE }),
    footer: OkButton,
    size: 'sm',
    width: 400,
    singleInstance: 'login-failed',
    ariaLabel: LOGIN_FAILED_MESSAGE,
  }).catch(() => undefined);
}
