// Project calls (spec 7: save, open, delete, clone, list, versions, set status, log;
// server/projects/project-routes.ts and status-routes.ts).
import type { ProjectInput } from '../../core/project/schema';
import { defaultTransport, type Transport } from './transport';
import { createPicturesApi } from './pictures';
import type {
  ProjectList,
  ProjectListQuery,
  ProjectLogEntry,
  ProjectVersion,
  SaveOptions,
  StatusChange,
  StoredProject,
} from './types';

export type ProjectId = number | string;

/** GET assignees: by shop, the professionals of it a project may be assigned to. */
export interface Assignees {
  shops: { cod: string; des: string; users: string[] }[];
}

export interface ProjectsApi {
  /**
   * Saves a new project (no baseRevision) or the project `project.id` over `baseRevision`. A save
   * based on an old revision rejects with ApiError 409 carrying `currentRevision` and `project`.
   */
  save(project: ProjectInput | Record<string, unknown>, options?: SaveOptions): Promise<StoredProject>;
  open(id: ProjectId): Promise<StoredProject>;
  remove(id: ProjectId): Promise<void>;
  clone(id: ProjectId): Promise<StoredProject>;
  list(query?: ProjectListQuery): Promise<ProjectList>;
  createVersion(id: ProjectId, name: string): Promise<ProjectVersion>;
  listVersions(id: ProjectId): Promise<ProjectVersion[]>;
  /** Restores a version; the replaced state is kept as the version `keepAs` (the server's default name else). */
  restoreVersion(id: ProjectId, name: string, keepAs?: string): Promise<StoredProject>;
  setStatus(id: ProjectId, change: StatusChange): Promise<StoredProject>;
  /** The shops and users this user may hand projects to (the assign dialog). */
  assignees(): Promise<Assignees>;
  /** Who changed what, newest first. */
  log(id: ProjectId): Promise<ProjectLogEntry[]>;
}

/** A project id as a path segment; anything but a positive integer is refused before any call. */
export function projectPath(id: ProjectId): string {
  const text = String(id).trim();
  if (!/^[1-9]\d*$/.test(text)) throw new Error(`Missing id project (got ${JSON.stringify(String(id))})`);
  return `projects/${text}`;
}

export function createProjectsApi(transport: Transport = defaultTransport): ProjectsApi {
  const pictures = createPicturesApi(transport);
  return {
    save: async (input, options = {}) => {
      const isOffer = options.isOffer ?? false;
      // Issue 25: pictures are stored once and the save sends their references, not their bytes.
      const project = await pictures.referenced(input);
      if (options.baseRevision === undefined || options.baseRevision === null) {
        return transport.json('POST', 'projects', { body: { project, isOffer } });
      }
      const id = (project as { id?: unknown }).id;
      if (typeof id !== 'number' && typeof id !== 'string') {
        throw new Error('Saving over a revision needs the project id: the project has none');
      }
      return transport.json('PUT', projectPath(id), {
        body: { project, baseRevision: options.baseRevision, isOffer },
      });
    },
    open: async (id) => transport.json('GET', projectPath(id)),
    remove: async (id) => {
      await transport.json<undefined>('DELETE', projectPath(id));
    },
    clone: async (id) => transport.json('POST', `${projectPath(id)}/clone`, { body: {} }),
    list: async (query = {}) => transport.json('GET', 'projects', { query: { ...query } }),
    createVersion: async (id, name) =>
      transport.json('POST', `${projectPath(id)}/versions`, { body: { name } }),
    listVersions: async (id) =>
      (await transport.json<{ versions: ProjectVersion[] }>('GET', `${projectPath(id)}/versions`)).versions,
    restoreVersion: async (id, name, keepAs) =>
      transport.json('POST', `${projectPath(id)}/versions/restore`, {
        body: keepAs ? { name, keepAs } : { name },
      }),
    setStatus: async (id, change) => transport.json('POST', `${projectPath(id)}/status`, { body: change }),
    assignees: async () => transport.json('GET', 'assignees'),
    log: async (id) =>
      (await transport.json<{ entries: ProjectLogEntry[] }>('GET', `${projectPath(id)}/log`)).entries,
  };
}
