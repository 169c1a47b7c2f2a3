// The account screens and dialogs load on first use, so the home page's JavaScript stays small;
// the header keeps only these entry points.
import type { SignInKind } from '../../features/account/SignInForm';

export const openSignIn = async (kind: SignInKind = 'pro') =>
  (await import('../../features/account/signIn')).openSignIn(kind);

export const openMaintenanceDialog = async (mode: 'book' | 'active') =>
  (await import('../../features/account/maintenanceDialog')).openMaintenanceDialog(mode);
