import { canonicalStatus } from '../../core/project/status';
import { projectAtom, projectReadOnlyAtom } from './project';
import { profileAtom, userFlagsAtom } from './session';
import { atom } from './store';

/**
 * canSaveProject (spec 5; its derivation from the profile is ours to decide, spec 5 says "not shown"):
 * a project is open, it is not read-only for this user (spec 4 and 6: a seller below level 4 on a
 * roStatus status, or the server said so on open), and the profile is a signed-in user's, a seller's
 * or a customer's. Guests do not save: spec 5 lists "authenticated (not guest)" among the save
 * pre-checks, and a guest's work lives only in their session. The server checks the same rights
 * again on every save (server/projects/access.ts).
 */
export const canSaveProjectAtom = atom((get) => {
  if (!get(projectAtom)) return false;
  if (get(projectReadOnlyAtom)) return false;
  const profile = get(profileAtom);
  if (!profile || profile.guest) return false;
  return get(userFlagsAtom).kind !== 'guest';
});

/** Why the open project is read-only, for the banner and the disabled save button; null when it is not. */
export interface ReadOnlyReason {
  status: string;
  sellerLevel: number;
}

export const readOnlyReasonAtom = atom<ReadOnlyReason | null>((get) => {
  const project = get(projectAtom);
  if (!project || !get(projectReadOnlyAtom)) return null;
  const status = String(project.status ?? '');
  return { status: canonicalStatus(status) ?? status, sellerLevel: get(userFlagsAtom).sellerLevel };
});
