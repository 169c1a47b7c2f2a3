// The project calls over storage: validation through core's loadProject, rights from access.ts,
// compare-and-set saves and the project log from repository.ts.
import { PictureStore } from '../files/pictures';
import { CURRENT_SCHEMA_VERSION, type Project } from '../../core/project/schema';
import { closetRunProblems } from '../../core/project/saveCheck';
import { canonicalStatus, statusWhenSaved, withFirstPriceDate } from '../../core/project/status';
import type { AuthContext } from '../api/auth';
import { ApiError, badRequest } from '../api/errors';
import type { Database } from '../storage';
import {
  assertEditable,
  assertReadable,
  editGuard,
  mayAssignCustomer,
  readOnlyFor,
  who,
  type ProjectRecord,
} from './access';
import { findProject, findProjectText, insertProject, saveDocument, type ProjectFields } from './repository';
import type { ClosetRowEvaluator } from './closet-rows';
import { parseProject } from './parse';
import type { RoStatusSource } from './ro-status';
import { STATUS_LIST } from './schemas';

export interface StoredProjectReply {
  id: number;
  revision: number;
  status: string;
  readOnly: boolean;
  project: Record<string, unknown>;
}

/** 409: the save was based on an old revision; the reply carries the current one. */
export class StaleRevisionError extends ApiError {
  constructor(readonly current: StoredProjectReply) {
    super(
      409,
      `The project was changed meanwhile (now revision ${current.revision}): reload it before saving`,
      'STALE_REVISION',
    );
  }
}

export function statusOf(text: string): string {
  const status = canonicalStatus(text);
  if (!status)
    throw badRequest(
      `Unknown status "${text.slice(0, 40)}": expected one of ${STATUS_LIST}`,
      'UNKNOWN_STATUS',
    );
  return status;
}

/**
 * The stored document: id and status live in their columns, so they are not kept twice. The schema
 * version comes first, so stored text shows at its start whether it is current (see CURRENT_TEXT).
 */
export function fieldsOf(project: Project, isOffer: boolean, auth: AuthContext): ProjectFields {
  const { id: _id, status: _status, schemaVersion, ...rest } = project;
  const data: Record<string, unknown> = { schemaVersion, ...rest };
  if (isOffer) data.isoffer = true;
  return {
    data,
    des: project.des ?? '',
    // The customer code opens the project to that customer (access.ts): only staff assign it. What a
    // guest or customer types stays in their document but opens nothing to anyone (issue 8).
    customerCod: mayAssignCustomer(auth) ? project.customercod?.trim() || null : null,
    isOffer: isOffer || project.isoffer === true,
  };
}

/** Stored data is current unless saved by an older app version; those are migrated on the way out. */
function currentData(record: ProjectRecord): Record<string, unknown> {
  const data = record.data as Record<string, unknown>;
  return data.schemaVersion === CURRENT_SCHEMA_VERSION ? data : parseProject(data);
}

/** How a document this app version wrote begins (fieldsOf puts the schema version first). */
const CURRENT_TEXT = `{"schemaVersion":${CURRENT_SCHEMA_VERSION},`;

/**
 * replyOf as JSON text, for the hot calls (save, open): a current document's stored text goes into
 * the reply as it is, with no parse and no second stringify. Older documents are migrated first. The
 * project's id and status are appended after the document's own fields, which is what replyOf's
 * spread gives (the stored document has neither).
 */
export function replyJsonOf(auth: AuthContext, record: ProjectRecord, roStatus: readonly string[]): string {
  let document = record.dataJson;
  if (document === undefined || !document.startsWith(CURRENT_TEXT)) {
    const data = record.data ?? JSON.parse(document ?? '{}');
    document = JSON.stringify(currentData({ ...record, data }));
  }
  const fields = document.slice(1, document.lastIndexOf('}')).trim();
  const head = JSON.stringify({
    id: record.id,
    revision: record.revision,
    status: record.status,
    readOnly: readOnlyFor(auth, record.status, roStatus),
  });
  const tail = `"id":${record.id},"status":${JSON.stringify(record.status)}}}`;
  return `${head.slice(0, -1)},"project":{${fields ? `${fields},` : ''}${tail}`;
}

export function replyOf(
  auth: AuthContext,
  record: ProjectRecord,
  roStatus: readonly string[],
): StoredProjectReply {
  return {
    id: record.id,
    revision: record.revision,
    status: record.status,
    readOnly: readOnlyFor(auth, record.status, roStatus),
    project: { ...currentData(record), id: record.id, status: record.status },
  };
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * Spec 3: a project keeps its price list, shop and price date. One that has none yet (a new project,
 * or one saved before) takes the caller's shop and its list, and today as its price date; a project
 * that has them keeps them, whoever saves it (issue 19).
 */
export function withPriceListOf(project: Project, auth: AuthContext, today = new Date()): Project {
  const shop = auth.account.shop;
  const missing = {
    ...(blank(project.listid) && shop?.priceList ? { listid: shop.priceList } : {}),
    ...(blank(project.shopid) && shop ? { shopid: shop.cod } : {}),
  };
  const kept = Object.keys(missing).length ? { ...project, ...missing } : project;
  return withFirstPriceDate(kept, today.toISOString().slice(0, 10));
}

/**
 * The save check's refusal (core/project/saveCheck.ts): the rows' problems as the stored catalogues
 * judge them, then the closet run's (hinged doors at a blind corner), in the caller's language.
 */
function refuseProblems(auth: AuthContext, project: Project, rowProblems: string[]): void {
  const problems = [...rowProblems, ...closetRunProblems(project, auth.account.language || undefined)];
  if (problems.length) throw new ApiError(422, problems.join('\n'), 'RULE_VIOLATION');
}

export class ProjectService {
  constructor(
    readonly db: Database,
    readonly roStatus: RoStatusSource,
    private readonly closets: ClosetRowEvaluator,
  ) {
    this.pictures = new PictureStore(db);
  }

  private readonly pictures: PictureStore;

  /**
   * Core's validation, then the closet and divider rows evaluated (spec 5). A row that breaks its
   * catalogue's rules (a forbidden value, a violated rule, a missing mandatory value) refuses the
   * save with a 422 naming the row and the rule in words (issue 19): the browser, the API and the
   * host protocol all save through here.
   */
  private async prepare(auth: AuthContext, input: unknown): Promise<Project> {
    const parsed = withPriceListOf(parseProject(input), auth);
    const { project, problems } = await this.closets.evaluate(parsed, auth.account);
    refuseProblems(auth, project, problems);
    // Issue 25: pictures are stored once and referenced; inline ones (an older client, an
    // integrator's API call) are stored here, so the stored document never carries their bytes.
    return this.pictures.externalize(project);
  }

  /**
   * Issue 19: a project is not ordered with a row that breaks its catalogue's rules (422 in words).
   * Projects are checked on every save; this covers one stored before the check existed.
   */
  async assertOrderable(auth: AuthContext, data: unknown): Promise<void> {
    const { project, problems } = await this.closets.evaluate(parseProject(data), auth.account);
    refuseProblems(auth, project, problems);
  }

  /** The project if the caller may open it; `withData` false leaves its document out. */
  async readable(auth: AuthContext, id: number, withData = true): Promise<ProjectRecord> {
    return assertReadable(auth, await findProject(this.db, id, withData));
  }

  /** The project if the caller may change it; `withData` false leaves its document out. */
  async editable(auth: AuthContext, id: number, withData = true): Promise<ProjectRecord> {
    return assertEditable(auth, await findProject(this.db, id, withData), await this.roStatus.get());
  }

  async reply(auth: AuthContext, record: ProjectRecord): Promise<StoredProjectReply> {
    return replyOf(auth, record, await this.roStatus.get());
  }

  /** reply as JSON text (replyJsonOf), for the routes that send it as it is. */
  async replyJson(auth: AuthContext, record: ProjectRecord): Promise<string> {
    return replyJsonOf(auth, record, await this.roStatus.get());
  }

  /** Opening a project: its document as stored text (see findProjectText), checked for the caller. */
  async open(auth: AuthContext, id: number): Promise<string> {
    return this.replyJson(auth, assertReadable(auth, await findProjectText(this.db, id)));
  }

  /** A new project: revision 1, owned by the caller (guests: by their session), in the caller's shop. */
  async create(auth: AuthContext, input: unknown, isOffer: boolean): Promise<string> {
    const project = await this.prepare(auth, input);
    // A stored project is never 'unsaved' (core/project/status): an unknown status is still refused.
    const status = statusWhenSaved(project.status ? statusOf(project.status) : undefined);
    const record = await insertProject(
      this.db,
      {
        ...fieldsOf(project, isOffer, auth),
        status,
        shopId: auth.account.shop?.id ?? null,
        userId: auth.account.userId,
        sessionId: auth.account.userId === null ? auth.session.id : null,
      },
      { who: who(auth), action: 'create', detail: { isOffer, rows: project.rows.length } },
    );
    return this.replyJson(auth, record);
  }

  /**
   * Saves over `baseRevision`. The status is not changed by a save (spec 4: status changes use the
   * set-status call), so the stored one wins. Stale base revision: StaleRevisionError (409).
   */
  async save(
    auth: AuthContext,
    id: number,
    input: unknown,
    baseRevision: number,
    isOffer: boolean,
  ): Promise<string> {
    const project = await this.prepare(auth, input);
    const roStatus = await this.roStatus.get();
    // One statement checks the revision and the caller's rights and writes: no gap between them.
    const saved = await saveDocument(
      this.db,
      id,
      baseRevision,
      fieldsOf(project, isOffer, auth),
      { who: who(auth), action: isOffer ? 'save offer' : 'save', rows: project.rows.length },
      editGuard(auth, roStatus),
    );
    if (saved) return replyJsonOf(auth, saved, roStatus);
    // Nothing written: say why (404, 403, or 409 with what is stored now).
    throw new StaleRevisionError(await this.reply(auth, await this.editable(auth, id)));
  }
}
