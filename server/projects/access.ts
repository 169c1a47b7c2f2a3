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
/** A stored project; the list's own columns (list-columns.ts) are the list's business only. */
export type ProjectRecord = Omit<typeof projects.$inferSelect, 'listTotal' | 'hasPicture'> & {
  dataJson?: string;
};

export const PROJECT_NOT_FOUND = 'Project not found';
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

/** Shop staff (and administrators) assign projects to customers; guests and customers cannot. */
export function mayAssignCustomer(auth: AuthContext): boolean {
  return auth.account.admin || auth.account.kind === 'pro';
}

/** The read-only rule applies to sellers only: customers and guests have no seller level. */
export function readOnlyFor(auth: AuthContext, status: string, roStatus: readonly string[]): boolean {
  if (auth.account.kind !== 'pro') return false;
  return isReadOnly({ status }, { sellerLevel: auth.account.sellerLevel }, roStatus);
}

/**
 * 404 when missing and also when not the caller's: a caller who may not open a project has no right
 * to learn that its id exists, so both answers are the same (issue 8).
 */
export function assertReadable(auth: AuthContext, project: ProjectRecord | undefined): ProjectRecord {
  if (!project || !canRead(auth, project)) throw notFound(PROJECT_NOT_FOUND, 'PROJECT_NOT_FOUND');
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

/**
 * Which projects the caller may change (assertEditable as data), for the statements that check
 * rights in SQL: 'any' (administrators), 'none', those of a shop (minus, for sellers below level 4,
 * the read-only statuses, lower-cased), those a user made, or those of a guest session.
 */
export type EditGuard =
  | { kind: 'any' }
  | { kind: 'none' }
  | { kind: 'shop'; shopId: number; readOnly: string[] }
  | { kind: 'user'; userId: number }
  | { kind: 'session'; sessionId: string };

export function editGuard(auth: AuthContext, roStatus: readonly string[]): EditGuard {
  const { account, session } = auth;
  if (account.admin) return { kind: 'any' };
  switch (account.kind) {
    case 'pro': {
      if (!account.shop) return { kind: 'none' };
      const limited = account.sellerLevel < SELLER_LEVEL_THRESHOLD;
      const readOnly = limited ? roStatus.map((status) => status.trim().toLowerCase()) : [];
      return { kind: 'shop', shopId: account.shop.id, readOnly };
    }
    // Customers change only projects they made (those made for them they may only open).
    case 'customer':
      return account.userId === null ? { kind: 'none' } : { kind: 'user', userId: account.userId };
    case 'guest':
      return { kind: 'session', sessionId: session.id };
  }
}

/** An EditGuard as a drizzle condition (undefined: no condition). */
export function editGuardSql(guard: EditGuard): SQL | undefined {
  switch (guard.kind) {
    case 'any':
      return undefined;
    case 'none':
      return sql`false`;
    case 'shop':
      return guard.readOnly.length
        ? and(
            eq(projects.shopId, guard.shopId),
            sql`lower(${projects.status}) not in (${sql.join(
              guard.readOnly.map((status) => sql`${status}`),
              sql`, `,
            )})`,
          )
        : eq(projects.shopId, guard.shopId);
    case 'user':
      return eq(projects.userId, guard.userId);
    case 'session':
      return and(sql`${projects.userId} is null`, eq(projects.sessionId, guard.sessionId));
  }
}

/** assertEditable as SQL, so a change can check the caller's rights in its own statement. */
export function editableWhere(auth: AuthContext, roStatus: readonly string[]): SQL | undefined {
  return editGuardSql(editGuard(auth, roStatus));
}

/** How the caller appears in the project log. */
export function who(auth: AuthContext): string {
  const { account, session } = auth;
  if (account.username) return account.username;
  return `guest ${session.id.slice(0, 8)}`;
}
