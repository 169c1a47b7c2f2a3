// The project lifecycle (spec 4, 5, 7): new, open, save, clone, delete, status, versions. The flows
// and their dialogs are imported inside perform, so this table adds almost nothing to the home page.
import { MENU_COMMANDS } from '../../core/embed/menu-commands';
import type { StoredProject } from '../api';
import { canSaveProjectAtom } from '../state/projectRights';
import { preferencesAtom, profileAtom } from '../state/session';
import { defineAction, defineLazyAction, type ActionBody } from './define';
import type { ActionContext, ActionDef, ActionLabel, LinkUse } from './types';
import type { OrderAddress, Project } from '../../core/project/schema';
import { projectAtom } from '../state/project';
import type * as manageFlows from './projectFlows/manage';
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

type ManageFlows = typeof manageFlows;
type FlowArgs<Name extends keyof ManageFlows> = Parameters<ManageFlows[Name]>[1];
type FlowResult<Name extends keyof ManageFlows> = Awaited<ReturnType<ManageFlows[Name]>>;

/**
 * The family of actions on a stored project (clone, delete, status, versions): for a signed-in user,
 * not undoable (the server keeps the change), each the flow of its name in projectFlows/manage.tsx,
 * loaded with its first run. One started from a link changes stored data, so the /do page asks
 * first, then shows the projects list; `link` gives the values it takes (absent: never from a link).
 */
function defineStoredProjectAction<Name extends keyof ManageFlows>(
  name: Name,
  label: ActionLabel,
  link?: Pick<LinkUse, 'params' | 'consentArg'>,
) {
  return defineLazyAction<FlowArgs<Name>, FlowResult<Name>>(
    {
      name,
      ...(link && { link: { mode: 'confirm', signIn: true, then: '/projects', ...link } }),
      label,
      undoable: false,
      enabled: signedIn,
    },
    // TypeScript cannot call a flow picked by a generic name; each flow is (ctx, args) => result.
    async () => (await import('./projectFlows/manage'))[name] as ActionBody<FlowArgs<Name>, FlowResult<Name>>,
  );
}

export const cloneProjectAction = defineStoredProjectAction('cloneProject', 'projects:actions.clone', {
  params: { id: { type: 'integer' } },
});

/** Asks first unless `confirmed` (a /do link's page asked already); resolves false on No. */
export const deleteProjectAction = defineStoredProjectAction('deleteProject', 'projects:actions.delete', {
  params: { id: { type: 'integer' } },
  consentArg: 'confirmed',
});

/** Sets the status; with a shop or user, hands the project to them (the assign dialog). */
export const setProjectStatusAction = defineStoredProjectAction(
  'setProjectStatus',
  'projects:actions.setStatus',
  {
    params: { id: { type: 'integer' }, status: { type: 'string' } },
  },
);

export const createVersionAction = defineStoredProjectAction(
  'createVersion',
  'projects:actions.createVersion',
  {
    params: { id: { type: 'integer' }, name: { type: 'string', optional: true } },
  },
);

/** Asks first; resolves null when the person said no. The replaced state is kept as a version. */
export const restoreVersionAction = defineStoredProjectAction(
  'restoreVersion',
  'projects:actions.restoreVersion',
);

const hasProject = (ctx: ActionContext) => ctx.store.get(projectAtom) !== null;

/** What one project field edit gives of its own. */
interface ProjectFieldEdit<Args> extends Pick<ActionDef, 'name' | 'label'> {
  update(project: Project, args: Args): Project;
}

/**
 * The family of edits to the open project's own fields (its title, its order address): undoable,
 * refused when read-only, enabled while a project is open, and not priced again (no row changes).
 * `update` gives the new project (the same one: nothing changes).
 */
function defineProjectFieldAction<Args>({ update, ...named }: ProjectFieldEdit<Args>): ActionDef<Args, void> {
  return defineAction<Args, void>({
    ...named,
    undoable: true,
    enabled: hasProject,
    perform: (ctx, args) => {
      const project = ctx.store.get(projectAtom);
      if (!project) return;
      const next = update(project, args);
      if (next !== project) ctx.store.set(projectAtom, next);
    },
  });
}

/** Renames the open project (des). */
export const renameProjectAction = defineProjectFieldAction<{ title: string }>({
  name: 'renameProject',
  label: 'projects:actions.rename',
  update: (project, { title }) => {
    const des = title.trim();
    return (project.des ?? '') === des ? project : { ...project, des };
  },
});

/** Sets the open project's order address orderaddress[0] (spec 3; /customerinfo). */
export const setOrderAddressAction = defineProjectFieldAction<{ address: OrderAddress }>({
  name: 'setOrderAddress',
  label: 'projects:actions.setOrderAddress',
  update: (project, { address }) => {
    const [, ...rest] = project.orderaddress;
    const email = address.email?.trim();
    return {
      ...project,
      orderaddress: [address, ...rest],
      // Spec 3: the customer code is the customer's e-mail.
      ...(email ? { customercod: email } : {}),
    };
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
  enabled: hasProject,
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
  enabled: hasProject,
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
