import type { Project } from '../../core/project/schema';
import { isReadOnly } from '../../core/project/status';
import { configAtom } from './app';
import { userFlagsAtom } from './session';
import { atom } from './store';

/**
 * The open project (ARCHITECTURE.md, "The renderer"): one immutable document in one atom. Every
 * change replaces it (structural sharing), so history can keep snapshots and derived atoms recompute
 * once per change. null: no project is open.
 */
export const projectAtom = atom<Project | null>(null);

/** What the server said of the open project: its id and the revision the next save is based on. */
export interface StoredMeta {
  id: number;
  revision: number;
  /** The server refuses writes from this user on this project (read-only status for their level). */
  readOnly: boolean;
}
export const storedMetaAtom = atom<StoredMeta | null>(null);

/** The document as last loaded from or saved to the server: the project is dirty when it differs. */
export const savedProjectAtom = atom<Project | null>(null);

/** Whether a project is open: for views that show or hide with it, without re-rendering on each edit. */
export const projectOpenAtom = atom((get) => get(projectAtom) !== null);

/** The open project's title (its `des`), '' when none is open. */
export const projectTitleAtom = atom((get) => get(projectAtom)?.des ?? '');

export const projectDirtyAtom = atom((get) => {
  const project = get(projectAtom);
  return project !== null && project !== get(savedProjectAtom);
});

/** Spec 4 and 6: a seller below level 4 cannot edit a project whose status is in roStatus. */
export const projectReadOnlyAtom = atom((get) => {
  const project = get(projectAtom);
  if (!project) return false;
  if (get(storedMetaAtom)?.readOnly) return true;
  const roStatus = get(configAtom)?.config.customparams.roStatus;
  const flags = get(userFlagsAtom);
  // Only sellers have a level; guests and customers are not subject to the rule.
  return flags.kind === 'pro' && isReadOnly(project, { sellerLevel: flags.sellerLevel }, roStatus);
});
