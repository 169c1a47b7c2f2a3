// A project a caller sent, read by core: what core cannot load is the caller's mistake, a 400 with
// core's message (e.g. 'Project inputs must be project objects').
import { loadProject, ProjectLoadError } from '../../core/project/load';
import type { Project } from '../../core/project/schema';
import { badRequest } from '../api/errors';

/** Runs core code that reads a project, turning its ProjectLoadError into a 400 INVALID_PROJECT. */
export function withProjectLoadErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ProjectLoadError) throw badRequest(error.message, 'INVALID_PROJECT');
    throw error;
  }
}

/** Core's validation and migration of a project object. */
export const parseProject = (input: unknown): Project => withProjectLoadErrors(() => loadProject(input));
