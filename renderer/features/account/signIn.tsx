import './i18n';
import { dispatch } from '../../actions';
import type { LoginResult } from '../../api/client';
import { i18n } from '../../i18n';
import { DialogAlreadyOpenedError, openDialog, type DialogContentProps } from '../../ui/dialog';
import { showToast } from '../../ui/toaster';
import { redirectTarget } from './redirect';
import { SignInForm, type SignInKind } from './SignInForm';

/**
 * Opens the sign-in dialog (single instance). After signing in, a guard's redirectFrom takes the user
 * where they were going. Resolves the login, or null when the dialog was closed.
 */
export async function openSignIn(kind: SignInKind = 'pro'): Promise<LoginResult | null> {
  try {
    const { flag, response } = await openDialog<LoginResult>({
      title: i18n.t('account:signIn.title'),
      content: (props: DialogContentProps<LoginResult>) => <SignInForm {...props} initialKind={kind} />,
      width: 400,
      singleInstance: 'sign-in',
    });
    if (!flag || !response) return null;
    const name = response.account.username ?? response.account.customerEmail ?? '';
    showToast({ type: 'success', title: i18n.t('account:signIn.welcome', { name }) });
    const target = redirectTarget(window.location.search);
    if (target) await dispatch('navigate', { path: target, replace: true });
    return response;
  } catch (error) {
    if (error instanceof DialogAlreadyOpenedError) return null;
    throw error;
  }
}
