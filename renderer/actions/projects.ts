// The project lifecycle (spec 4, 5, 7): new, open, save, clone, delete, status, versions. The flows
// and their dialogs are imported inside perform, so this table adds almost nothing to the home page.
import { MENU_COMMANDS } from '../../core/embed/menu-commands';
import type { ProjectVersion, StoredProject } from '../api';
import { canSaveProjectAtom } from '../state/projectRights';
import { preferencesAtom, profileAtom } from '../state/session';
import { defineAction } from './define';
import type { ActionContext } from './types';
import type { OrderAddress, Project } from '../../core/project/schema';
import { projectAtom } from '../state/project';
import type { NewProjectArgs } from './projectFlows/newProject';
import type { OpenProjectArgs } from './projectFlows/openProject';
import type { RestoreArgs } from './projectFlows/restore';
import type { SaveArgs } from './projectFlows/save';

const signedIn = (ctx: ActionContext) => {
  const profile = ctx.store.get(profileAtom);
  return profile !== null && !profile.guest;
};

export const newProjectAction = defineAction<NewProjectArgs | void, boolean>({
  name: 'newProject',
  // A link starts a new project in memory; the open one's unsaved work is asked about as always.
  link: { mode: 'run' },
  label: 'commands:newProject',
  shortcut: MENU_COMMANDS.newProject.shortcut,
  undoable: false,
  perform: async (ctx, args) => (await import('./projectFlows/newProject')).newProject(ctx, args ?? {}),
});

/** The projects list (the home page's "Open projects"). */
export const openProjectsAction = defineAction<void, void>({
  name: 'openProjects',
  link: { mode: 'run', signIn: true },
  label: 'commands:openProjectList',
  shortcut: MENU_COMMANDS.openProjectList.shortcut,
  undoable: false,
  // Its code is preloaded at idle and on intent (features/projects/preload.ts): render it at once.
  perform: (ctx) => ctx.navigate('/projects', { flushSync: true }),
});

export const openProjectAction = defineAction<OpenProjectArgs, boolean>({
  name: 'openProject',
  link: { mode: 'run', signIn: true, params: { id: { type: 'integer' } } },
  label: 'projects:actions.openProject',
  undoable: false,
  perform: async (ctx, args) => (await import('./projectFlows/openProject')).openProject(ctx, args),
});

/** Ctrl+S saves from anywhere, text fields included; only when canSaveProject. */
export const saveProjectAction = defineAction<SaveArgs | void, StoredProject | null>({
  name: 'saveProject',
  label: 'commands:saveProject',
  shortcut: MENU_COMMANDS.saveProject.shortcut,
  undoable: false,
  enabled: (ctx) => ctx.store.get(canSaveProjectAtom),
  perform: async (ctx, args) => (await import('./projectFlows/save')).saveProject(ctx, args ?? {}),
});

export const cloneProjectAction = defineAction<{ id: number }, StoredProject>({
  name: 'cloneProject',
  link: { mode: 'confirm', signIn: true, params: { id: { type: 'integer' } }, then: '/projects' },
  label: 'projects:actions.clone',
  undoable: false,
  enabled: signedIn,
  perform: async (ctx, args) => (await import('./projectFlows/manage')).cloneProject(ctx, args),
});

/** Asks first unless `confirmed` (a /do link's page asked already); resolves false on No. */
export const deleteProjectAction = defineAction<{ id: number; confirmed?: boolean }, boolean>({
  name: 'deleteProject',
  link: {
    mode: 'confirm',
    signIn: true,
    params: { id: { type: 'integer' } },
    then: '/projects',
    consentArg: 'confirmed',
  },
  label: 'projects:actions.delete',
  undoable: false,
  enabled: signedIn,
  perform: async (ctx, args) => (await import('./projectFlows/manage')).deleteProject(ctx, args),
});

/** Sets the status; with a shop or user, hands the project to them (the assign dialog). */
export const setProjectStatusAction = defineAction<
  { id: number; status: string; shop?: string; user?: string },
  StoredProject
>({
  name: 'setProjectStatus',
  link: {
    mode: 'confirm',
    signIn: true,
    params: { id: { type: 'integer' }, status: { type: 'string' } },
    then: '/projects',
  },
  label: 'projects:actions.setStatus',
  undoable: false,
  enabled: signedIn,
  perform: async (ctx, args) => (await import('./projectFlows/manage')).setProjectStatus(ctx, args),
});

export const createVersionAction = defineAction<{ id: number; name?: string }, ProjectVersion | null>({
  name: 'createVersion',
  link: {
    mode: 'confirm',
    signIn: true,
    params: { id: { type: 'integer' }, name: { type: 'string', optional: true } },
    then: '/projects',
  },
  label: 'projects:actions.createVersion',
  undoable: false,
  enabled: signedIn,
  perform: async (ctx, args) => (await import('./projectFlows/manage')).createVersion(ctx, args),
});

/** Asks first; resolves null when the person said no. The replaced state is kept as a version. */
export const restoreVersionAction = defineAction<
  { id: number; name: string; confirmed?: boolean },
  StoredProject | null
>({
  name: 'restoreVersion',
  label: 'projects:actions.restoreVersion',
  undoable: false,
  enabled: signedIn,
  perform: async (ctx, args) => (await import('./projectFlows/manage')).restoreVersion(ctx, args),
});

/** Renames the open project (des): an edit like any other, undoable, refused when read-only. */
export const renameProjectAction = defineAction<{ title: string }, void>({
  name: 'renameProject',
  label: 'projects:actions.rename',
  undoable: true,
  enabled: (ctx) => ctx.store.get(projectAtom) !== null,
  perform: (ctx, { title }) => {
    const project = ctx.store.get(projectAtom);
    const des = title.trim();
    if (!project || (project.des ?? '') === des) return;
    ctx.store.set(projectAtom, { ...project, des });
  },
});

/** Sets the open project's order address orderaddress[0] (spec 3; /customerinfo). */
export const setOrderAddressAction = defineAction<{ address: OrderAddress }, void>({
  name: 'setOrderAddress',
  label: 'projects:actions.setOrderAddress',
  undoable: true,
  enabled: (ctx) => ctx.store.get(projectAtom) !== null,
  perform: (ctx, { address }) => {
    const project = ctx.store.get(projectAtom);
    if (!project) return;
    const [, ...rest] = project.orderaddress;
    const email = address.email?.trim();
    ctx.store.set(projectAtom, {
      ...project,
      orderaddress: [address, ...rest],
      // Spec 3: the customer code is the customer's e-mail.
      ...(email ? { customercod: email } : {}),
    });
  },
});

/**
 * Spec 4's save (the desktop menu, a host's save): the article being configured is marked saved,
 * then the project is stored where this user may save it (a guest's work stays in the session).
 * Resolves to the stored project, or null when nothing was stored.
 */
export const saveAction = defineAction<void, StoredProject | null>({
  name: 'save',
  label: 'projects:actions.saveAll',
  undoable: false,
  enabled: (ctx) => ctx.store.get(projectAtom) !== null,
  perform: async (ctx): Promise<StoredProject | null> => {
    await ctx.dispatch('saveArticle');
    if (!ctx.store.get(canSaveProjectAtom)) return null;
    return ctx.dispatch('saveProject');
  },
});

/** The open project as exported (spec 3: with the preferences' measures and currency). */
export const exportProjectAction = defineAction<void, Project>({
  name: 'exportProject',
  label: 'projects:actions.exportProject',
  undoable: false,
  enabled: (ctx) => ctx.store.get(projectAtom) !== null,
  perform: async (ctx) => {
    const project = ctx.store.get(projectAtom);
    if (!project) throw new Error('You must first initialize a project');
    const { exportProject } = await import('../../core/project/exportProject');
    const { measures, currency } = ctx.store.get(preferencesAtom);
    return exportProject(project, { measures, currency: project.currency || currency });
  },
});

/** Desktop crash recovery: the project kept before the app stopped becomes the open one, unsaved. */
export const restoreProjectAction = defineAction<RestoreArgs, boolean>({
  name: 'restoreProject',
  label: 'projects:actions.restoreProject',
  undoable: false,
  perform: async (ctx, args) => (await import('./projectFlows/restore')).restoreProject(ctx, args),
});
