import { navigateAction, setLanguageAction } from './app';
import { redoAction, redoAltAction, undoAction } from './edit';
import {
  cloneProjectAction,
  createVersionAction,
  deleteProjectAction,
  newProjectAction,
  openProjectAction,
  openProjectsAction,
  renameProjectAction,
  setOrderAddressAction,
  restoreVersionAction,
  saveProjectAction,
  setProjectStatusAction,
} from './projects';

/**
 * Every action of the renderer, by name: the one table that buttons, shortcuts, the desktop menu and
 * the host protocol dispatch from. A family of actions lives in its own file beside this one.
 */
export const actionTable = {
  undo: undoAction,
  redo: redoAction,
  redoAlt: redoAltAction,
  navigate: navigateAction,
  setLanguage: setLanguageAction,
  newProject: newProjectAction,
  openProjects: openProjectsAction,
  openProject: openProjectAction,
  saveProject: saveProjectAction,
  cloneProject: cloneProjectAction,
  deleteProject: deleteProjectAction,
  setProjectStatus: setProjectStatusAction,
  createVersion: createVersionAction,
  restoreVersion: restoreVersionAction,
  renameProject: renameProjectAction,
  setOrderAddress: setOrderAddressAction,
} as const;
