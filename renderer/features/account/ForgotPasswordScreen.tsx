import { accountFormScreen } from './AccountCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** /forgotpassword: the "Forgot password?" form on its own page. */
export default accountFormScreen('forgot', 'forgot-password', ForgotPasswordForm);
