// Who may see and change which project (spec 6, issue "rights"): enforced here for every call.
//   admin (supervisor)  every project
//   seller (pro)        projects of their shop; below level 4 not those in a read-only status
//   customer            projects they made; also opens those whose customer code is their e-mail
//   guest               projects of their own session
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isReadOnly, SELLER_LEVEL_THRESHOLD } from '../../core/project/status';
import type { AuthContext } from '../api/auth';
import { forbidden, notFound } from '../api/errors';
import { projects } from '../storage/schema';

/**
 * A stored project. `dataJson`, when present, is its document as JSON text exactly as stored (set by
 * the calls that wrote or read it as text), so replies can carry it without parsing it again.
 */
export type ProjectRecord = typeof projects.$inferSelect & { dataJson?: string };

export const PROJECT_NOT_FOUND = 'Project not found';
export const NOT_YOUR_PROJECT = 'This project belongs to someone else';
export const READ_ONLY_MESSAGE = 'Read-only project: sellers below level 4 cannot change a project in status';

type Owner = Pick<ProjectRecord, 'userId' | 'sessionId' | 'shopId' | 'customerCod'>;

export function canRead(auth: AuthContext, project: Owner): boolean {
  const { account, session } = auth;
  if (account.admin) return true;
  switch (account.kind) {
    case 'pro':
      return account.shop !== null && project.shopId === account.shop.id;
    case 'customer':
      return (
        (account.userId !== null && project.userId === account.userId) ||
        (account.customerEmail !== null &&
          project.customerCod !== null &&
          project.customerCod.toLowerCase() === account.customerEmail.toLowerCase())
      );
    case 'guest':
      return project.userId === null && project.sessionId === session.id;
  }
}

/** The read-only rule applies to sellers only: customers and guests have no seller level. */
export function readOnlyFor(auth: AuthContext, status: string, roStatus: readonly string[]): boolean {
  if (auth.account.kind !== 'pro') return false;
  return isReadOnly({ status }, { sellerLevel: auth.account.sellerLevel }, roStatus);
}

/** 404 when missing, 403 when not the caller's. */
export function assertReadable(auth: AuthContext, project: ProjectRecord | undefined): ProjectRecord {
  if (!project) throw notFound(PROJECT_NOT_FOUND, 'PROJECT_NOT_FOUND');
  if (!canRead(auth, project)) throw forbidden(NOT_YOUR_PROJECT, 'NOT_YOUR_PROJECT');
  return project;
}

export const CUSTOMER_EDITS_OWN = 'Customers may change only the projects they made themselves';

/**
 * Readable, and changeable by the caller: customers change only projects they made (those made for
 * them by the shop they may only open), and sellers below level 4 not those in a read-only status.
 */
export function assertEditable(
  auth: AuthContext,
  project: ProjectRecord | undefined,
  roStatus: readonly string[],
): ProjectRecord {
  const readable = assertReadable(auth, project);
  if (auth.account.kind === 'customer' && !auth.account.admin && readable.userId !== auth.account.userId) {
    throw forbidden(CUSTOMER_EDITS_OWN, 'NOT_YOUR_PROJECT');
  }
  if (readOnlyFor(auth, readable.status, roStatus)) {
    throw forbidden(`${READ_ONLY_MESSAGE} ${readable.status}`, 'READ_ONLY');
  }
  return readable;
}

/** The list filter matching canRead, as SQL. */
export function readableWhere(auth: AuthContext): SQL | undefined {
  const { account, session } = auth;
  if (account.admin) return undefined;
  switch (account.kind) {
    case 'pro':
      return account.shop ? eq(projects.shopId, account.shop.id) : sql`false`;
    case 'customer': {
      const own = account.userId !== null ? eq(projects.userId, account.userId) : sql`false`;
      if (account.customerEmail === null) return own;
      return sql`(${own} or lower(${projects.customerCod}) = lower(${account.customerEmail}))`;
    }
    case 'guest':
      return and(sql`${projects.userId} is null`, eq(projects.sessionId, session.id));
  }
}

/** assertEditable as SQL, so a save can check the caller's rights in its own statement. */
export function editableWhere(auth: AuthContext, roStatus: readonly string[]): SQL | undefined {
  const { account } = auth;
  const conditions: (SQL | undefined)[] = [readableWhere(auth)];
  if (account.kind === 'customer' && !account.admin) {
    conditions.push(account.userId === null ? sql`false` : eq(projects.userId, account.userId));
  }
  const readOnly = roStatus.map((status) => status.trim().toLowerCase());
  if (account.kind === 'pro' && account.sellerLevel < SELLER_LEVEL_THRESHOLD && readOnly.length) {
    conditions.push(
      sql`lower(${projects.status}) not in (${sql.join(
        readOnly.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  return and(...conditions);
}

/** How the caller appears in the project log. */
export function who(auth: AuthContext): string {
  const { account, session } = auth;
  if (account.username) return account.username;
  return `guest ${session.id.slice(0, 8)}`;
}
