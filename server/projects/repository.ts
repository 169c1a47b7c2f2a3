// Project rows in storage. Every change runs in one transaction with its project-log entry, and an
// update of an existing project is a compare-and-set on its revision in ONE statement, so two saves
// based on the same revision can never both win.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { FIRST_SAVED_STATUS } from '../../core/project/status';
import { preparedOn, queryPrepared, queryRows, type Database } from '../storage';
import { projectLog, projects, projectVersions } from '../storage/schema';
import type { EditGuard, ProjectRecord } from './access';
import { listColumnsOf } from './list-columns';
import type { ListSort } from './schemas';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Handle = Database | Tx;

export interface LogEntry {
  who: string;
  action: string;
  detail?: Record<string, unknown>;
}

/** What a save writes besides the revision. */
export interface ProjectFields {
  data: Record<string, unknown>;
  des: string;
  customerCod: string | null;
  isOffer: boolean;
}

export interface NewProject extends ProjectFields {
  status: string;
  shopId: number | null;
  userId: number | null;
  sessionId: string | null;
}

const metaColumns = {
  id: projects.id,
  des: projects.des,
  status: projects.status,
  customerCod: projects.customerCod,
  shopId: projects.shopId,
  userId: projects.userId,
  sessionId: projects.sessionId,
  revision: projects.revision,
  isOffer: projects.isOffer,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

const projectQuery = preparedOn((db) =>
  db
    .select()
    .from(projects)
    .where(eq(projects.id, sql.placeholder('id')))
    .prepare('project_by_id'),
);
const projectMetaQuery = preparedOn((db) =>
  db
    .select(metaColumns)
    .from(projects)
    .where(eq(projects.id, sql.placeholder('id')))
    .prepare('project_meta_by_id'),
);
// The document as text (free for a json column): opening a project passes it on without parsing it.
const projectTextQuery = preparedOn((db) =>
  db
    .select({ ...metaColumns, dataJson: sql<string>`${projects.data}::text` })
    .from(projects)
    .where(eq(projects.id, sql.placeholder('id')))
    .prepare('project_text_by_id'),
);

/** The project; without `withData` its document is left out (rights and revision checks need none of it). */
export async function findProject(
  db: Database,
  id: number,
  withData = true,
): Promise<ProjectRecord | undefined> {
  if (withData) {
    const [row] = await projectQuery(db).execute({ id });
    return row;
  }
  const [row] = await projectMetaQuery(db).execute({ id });
  return row ? { ...row, data: undefined } : undefined;
}

/** The project with its document as stored JSON text (`dataJson`), not parsed (`data` undefined). */
export async function findProjectText(db: Database, id: number): Promise<ProjectRecord | undefined> {
  const [row] = await projectTextQuery(db).execute({ id });
  return row ? { ...row, data: undefined } : undefined;
}

async function log(tx: Handle, projectId: number, entry: LogEntry): Promise<void> {
  await tx
    .insert(projectLog)
    .values({ projectId, who: entry.who, action: entry.action, detail: entry.detail ?? null });
}

type RawRow = Record<string, unknown>;

/** A row of a raw `returning` (column names as stored) as a ProjectRecord. */
function recordOf(row: RawRow, data: unknown, dataJson?: string): ProjectRecord {
  return {
    dataJson,
    id: row.id as number,
    des: row.des as string,
    status: row.status as string,
    customerCod: row.customer_cod as string | null,
    shopId: row.shop_id as number | null,
    userId: row.user_id as number | null,
    sessionId: row.session_id as string | null,
    revision: row.revision as number,
    data: data === undefined ? row.data : data,
    isOffer: row.is_offer as boolean,
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
  };
}

/** `change` plus its log entry in ONE statement (a data-modifying CTE): atomic, and one round trip. */
async function withLog(db: Database, change: SQL, entry: LogEntry): Promise<RawRow | undefined> {
  const detail = entry.detail === undefined ? null : JSON.stringify(entry.detail);
  const rows = await queryRows(
    db,
    sql`with changed as (${change}), logged as (
      insert into ${projectLog} (project_id, who, action, detail)
      select id, ${entry.who}, ${entry.action}, ${detail}::jsonb from changed)
    select * from changed`,
  );
  return rows[0];
}

/** The document as JSON text, stringified once: stored as is, and reused by the reply. */
const documentText = (data: Record<string, unknown>) => JSON.stringify(data);

export async function insertProject(
  db: Database,
  values: NewProject,
  entry: LogEntry,
): Promise<ProjectRecord> {
  const dataJson = documentText(values.data);
  const insert = db
    .insert(projects)
    .values({ ...values, ...listColumnsOf(values.data), data: sql`${dataJson}`, revision: 1 })
    .returning(metaColumns);
  const row = await withLog(db, insert.getSQL(), entry);
  return recordOf(row!, values.data, dataJson);
}

/**
 * Writes `changes` only when the stored revision is still `baseRevision` (`WHERE id AND revision`),
 * and bumps the revision. Undefined when another change got there first (or the project is gone).
 */
export async function updateIfRevision(
  db: Database,
  id: number,
  baseRevision: number,
  changes: Partial<NewProject>,
  entry: LogEntry,
  /** Extra condition, e.g. the caller's rights, checked in the same statement. */
  guard?: SQL,
): Promise<ProjectRecord | undefined> {
  const dataJson = changes.data === undefined ? undefined : documentText(changes.data);
  const update = db
    .update(projects)
    .set({
      ...changes,
      ...(dataJson === undefined ? {} : { data: sql`${dataJson}`, ...listColumnsOf(changes.data!) }),
      revision: sql`${projects.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(projects.id, id), eq(projects.revision, baseRevision), guard));
  // The document comes back only when this change did not write it (status changes).
  const change = changes.data === undefined ? update.returning() : update.returning(metaColumns);
  const row = await withLog(db, change.getSQL(), {
    ...entry,
    detail: { revision: baseRevision + 1, ...entry.detail },
  });
  return row ? recordOf(row, changes.data, dataJson) : undefined;
}

/** The columns a save returns, as `metaColumns` names them in SQL. */
const META_SQL =
  'id, des, status, customer_cod, shop_id, user_id, session_id, revision, is_offer, created_at, updated_at';

/** The rights condition of a save per EditGuard kind; its values (guardValues) follow $11. */
const SAVE_GUARDS: Record<EditGuard['kind'], string> = {
  any: 'true',
  none: 'false',
  shop: 'shop_id = $12 and lower(status) <> all($13::text[])',
  user: 'user_id = $12',
  session: 'user_id is null and session_id = $12',
};

const guardValues = (guard: EditGuard): unknown[] => {
  switch (guard.kind) {
    case 'shop':
      return [guard.shopId, guard.readOnly];
    case 'user':
      return [guard.userId];
    case 'session':
      return [guard.sessionId];
    default:
      return [];
  }
};

const saveText = (guard: string) => `with changed as (
    update projects set data = $3, des = $4, customer_cod = $5, is_offer = $6,
      list_total = $10, has_picture = $11, revision = revision + 1, updated_at = now(),
      status = case when status = 'unsaved' then '${FIRST_SAVED_STATUS}' else status end
    where id = $1 and revision = $2 and ${guard}
    returning ${META_SQL}),
  logged as (
    insert into project_log (project_id, who, action, detail)
    select id, $7, $8, json_build_object('revision', $2::int + 1, 'rows', $9::int)::jsonb from changed)
  select * from changed`;

/**
 * A save: updateIfRevision for a new document, as one prepared statement per kind of caller (the
 * hot path: no query building, no planning). Same compare-and-set, rights check and log entry
 * ({ revision, rows }); undefined when nothing was written.
 */
export async function saveDocument(
  db: Database,
  id: number,
  baseRevision: number,
  fields: ProjectFields,
  entry: { who: string; action: string; rows: number },
  guard: EditGuard,
): Promise<ProjectRecord | undefined> {
  const dataJson = documentText(fields.data);
  const { listTotal, hasPicture } = listColumnsOf(fields.data);
  const [row] = await queryPrepared(db, `save_project_${guard.kind}`, saveText(SAVE_GUARDS[guard.kind]), [
    id,
    baseRevision,
    dataJson,
    fields.des,
    fields.customerCod,
    fields.isOffer,
    entry.who,
    entry.action,
    entry.rows,
    listTotal,
    hasPicture,
    ...guardValues(guard),
  ]);
  return row ? recordOf(row, fields.data, dataJson) : undefined;
}

export async function deleteProject(db: Database, id: number, entry: LogEntry): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
    if (removed.length) await log(tx, id, entry);
    return removed.length > 0;
  });
}

export interface ListFilter {
  where: SQL | undefined;
  status?: string;
  text?: string;
  customer?: string;
  sort?: ListSort;
  page: number;
  pageSize: number;
}

const SORT_COLUMNS = {
  updated: projects.updatedAt,
  created: projects.createdAt,
  des: projects.des,
  status: projects.status,
  customer: projects.customerCod,
  id: projects.id,
} as const;

/** The ORDER BY of a list sort; the id breaks ties so pages never overlap. */
function orderOf(sort: ListSort = '-updated'): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[key];
  const direction = descending ? desc : asc;
  // Text columns sort without regard to case, as a person reads them.
  const primary =
    key === 'des' || key === 'status' || key === 'customer'
      ? direction(sql`lower(coalesce(${column}, ''))`)
      : direction(column);
  return key === 'id' ? [primary] : [primary, direction(projects.id)];
}

/** Escapes LIKE wildcards so user text matches literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listProjects(db: Database, filter: ListFilter) {
  const conditions: (SQL | undefined)[] = [filter.where];
  if (filter.status) conditions.push(sql`lower(${projects.status}) = lower(${filter.status})`);
  if (filter.customer) conditions.push(sql`lower(${projects.customerCod}) = lower(${filter.customer})`);
  if (filter.text) {
    const pattern = likeText(filter.text);
    conditions.push(sql`(${projects.des} ilike ${pattern} or ${projects.customerCod} ilike ${pattern})`);
  }
  const where = and(...conditions);
  // Every field comes from a column (the total and the picture flag are written on save): no
  // document is read, and the shop's default order walks projects_shop_updated_idx for one page.
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: projects.id,
        des: projects.des,
        status: projects.status,
        customercod: projects.customerCod,
        shopId: projects.shopId,
        revision: projects.revision,
        isOffer: projects.isOffer,
        createdAt: projects.createdAt,
        updatedAt: projects.updatedAt,
        total: projects.listTotal,
        hasPicture: projects.hasPicture,
      })
      .from(projects)
      .where(where)
      .orderBy(...orderOf(filter.sort))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function projectLogOf(db: Database, projectId: number) {
  return db
    .select({ who: projectLog.who, action: projectLog.action, detail: projectLog.detail, at: projectLog.at })
    .from(projectLog)
    .where(eq(projectLog.projectId, projectId))
    .orderBy(desc(projectLog.at), desc(projectLog.id));
}

/** Stores the current data under `name`; false when the project already has a version of that name. */
export async function createVersion(
  db: Database,
  project: ProjectRecord,
  name: string,
  entry: LogEntry,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(projectVersions)
      .values({ projectId: project.id, name, data: project.data, revision: project.revision })
      .onConflictDoNothing()
      .returning({ id: projectVersions.id });
    if (inserted.length) await log(tx, project.id, entry);
    return inserted.length > 0;
  });
}

/**
 * Keeps `data` at `revision` as a version named `base`, or `base (2)`, `base (3)` ... when that name is
 * taken; no log entry of its own (the restore that replaced it names it). Returns the name used.
 */
export async function keepAsVersion(
  db: Database,
  projectId: number,
  data: unknown,
  revision: number,
  base: string,
): Promise<string> {
  for (let n = 1; n < 100; n += 1) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = `${base.slice(0, 100 - suffix.length)}${suffix}`;
    const inserted = await db
      .insert(projectVersions)
      .values({ projectId, name, data: data as Record<string, unknown>, revision })
      .onConflictDoNothing()
      .returning({ id: projectVersions.id });
    if (inserted.length) return name;
  }
  throw new Error('No free version name');
}

export async function listVersions(db: Database, projectId: number) {
  return db
    .select({
      name: projectVersions.name,
      revision: projectVersions.revision,
      createdAt: projectVersions.createdAt,
    })
    .from(projectVersions)
    .where(eq(projectVersions.projectId, projectId))
    .orderBy(asc(projectVersions.createdAt), asc(projectVersions.id));
}

export async function findVersion(db: Database, projectId: number, name: string) {
  const [row] = await db
    .select()
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.name, name)));
  return row;
}
