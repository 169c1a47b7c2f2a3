// The account feature's parts other screens place (the sign-in helper's login dialog):
// "Forgot password?" and a guest's "Create an account". Their pages and the mailed links' screens are
// lazy routes (app/screens.tsx).
export { ForgotPasswordForm } from './ForgotPasswordForm';
export { GuestRegisterRequest } from './GuestRegisterRequest';
