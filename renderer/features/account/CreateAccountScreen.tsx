import { accountFormScreen } from './AccountCard';
import { GuestRegisterRequest } from './GuestRegisterRequest';

/** /createaccount: a guest's "Create an account" on its own page. */
export default accountFormScreen('register', 'create-account', GuestRegisterRequest);
