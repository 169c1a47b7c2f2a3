import type { Project } from './schema';

/** Project statuses (spec 3), each with its theme colour (light and dark theme). */
export const PROJECT_STATUSES = [
  'unsaved',
  'unassigned',
  'assigned',
  'rejected',
  'awaitingOrder',
  'sellerDesign',
  'approved',
  'agency',
  'awaitingApproval',
  'ordered',
  'inProduction',
  'shipped',
  'delivered',
  'suspended',
  'inactive',
  'anonymous',
  'offer',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export interface StatusColour {
  light: string;
  dark: string;
}

/** Theme colours per status: hex values chosen to read on the light and on the dark background. */
export const STATUS_COLOURS: Readonly<Record<ProjectStatus, StatusColour>> = Object.freeze({
  unsaved: { light: '#9E9E9E', dark: '#BDBDBD' },
  unassigned: { light: '#607D8B', dark: '#90A4AE' },
  assigned: { light: '#1E88E5', dark: '#64B5F6' },
  rejected: { light: '#D32F2F', dark: '#EF5350' },
  awaitingOrder: { light: '#F57C00', dark: '#FFB74D' },
  sellerDesign: { light: '#8E24AA', dark: '#BA68C8' },
  approved: { light: '#43A047', dark: '#81C784' },
  agency: { light: '#00897B', dark: '#4DB6AC' },
  awaitingApproval: { light: '#F9A825', dark: '#FFD54F' },
  ordered: { light: '#3949AB', dark: '#7986CB' },
  inProduction: { light: '#6D4C41', dark: '#A1887F' },
  shipped: { light: '#0288D1', dark: '#4FC3F7' },
  delivered: { light: '#2E7D32', dark: '#66BB6A' },
  suspended: { light: '#E64A19', dark: '#FF8A65' },
  inactive: { light: '#616161', dark: '#9E9E9E' },
  anonymous: { light: '#78909C', dark: '#B0BEC5' },
  offer: { light: '#FF5722', dark: '#FF8A65' },
});

/**
 * The status a project takes when it is first stored: 'unsaved' names a project that exists only in
 * the editor, so a saved one without a status of its own is unassigned (no customer's order yet).
 */
export const FIRST_SAVED_STATUS: ProjectStatus = 'unassigned';

/** The status a project is stored with: its own, except that a stored project is never 'unsaved'. */
export function statusWhenSaved(status: string | null | undefined): ProjectStatus {
  const known = canonicalStatus(status);
  return !known || known === 'unsaved' ? FIRST_SAVED_STATUS : known;
}

/** Statuses compare case-insensitively (the back end is not consistent about case). */
export function sameStatus(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The canonical spelling of a status, or undefined when it is not one of the 17. */
export function canonicalStatus(status: string | null | undefined): ProjectStatus | undefined {
  return PROJECT_STATUSES.find((s) => sameStatus(s, status));
}

/** The theme colour of a status; unknown statuses get the unsaved grey. */
export function statusColour(status: string | null | undefined, theme: 'light' | 'dark' = 'light'): string {
  return STATUS_COLOURS[canonicalStatus(status) ?? 'unsaved'][theme];
}

/** Seller level at and above which the read-only statuses do not apply (spec 9). */
export const SELLER_LEVEL_THRESHOLD = 4;

/**
 * Read-only rule (spec 4): sellers with a level below 4 cannot edit a project whose status is in
 * the configured roStatus list (compared case-insensitively). A user without a numeric seller level
 * is not a seller, so the rule does not apply to them.
 */
export function isReadOnly(
  project: Pick<Project, 'status'>,
  user: { sellerLevel?: number | null } | null | undefined,
  roStatus: readonly string[] | null | undefined,
): boolean {
  const level = user?.sellerLevel;
  if (typeof level !== 'number' || !Number.isFinite(level)) return false;
  if (level >= SELLER_LEVEL_THRESHOLD) return false;
  return (roStatus ?? []).some((s) => sameStatus(s, project.status));
}

/** Statuses whose price date moves to today when prices are recomputed (spec 4). */
export const PRICE_DATE_STATUSES: readonly ProjectStatus[] = ['unassigned', 'assigned', 'sellerDesign'];

/** Whether recomputing prices sets priceDate to today for this status (case-insensitive). */
export function recomputeSetsPriceDate(status: string | null | undefined): boolean {
  return PRICE_DATE_STATUSES.some((s) => sameStatus(s, status));
}

/**
 * The priceDate rule (spec 4): returns the project with priceDate set to `today` (ISO date text)
 * when its status is unassigned, assigned or sellerDesign, otherwise the project unchanged.
 */
export function withRecomputedPriceDate<P extends Pick<Project, 'status' | 'priceDate'>>(
  project: P,
  today: string,
): P {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today))
    throw new Error(`Invalid price date "${today}": expected YYYY-MM-DD`);
  return recomputeSetsPriceDate(project.status) ? { ...project, priceDate: today } : project;
}

/**
 * A project priced for the first time takes `today` as its price date (spec 3: a project keeps its
 * price list, shop and price date); one that has a date keeps it. The browser's repricing and the
 * server's save apply the same rule, so both store the same document (the parity test).
 */
export function withFirstPriceDate<P extends Pick<Project, 'priceDate' | 'rows'>>(
  project: P,
  today: string,
): P {
  const dated =
    project.priceDate !== undefined && project.priceDate !== null && String(project.priceDate).trim();
  return dated || !project.rows.length ? project : { ...project, priceDate: today };
}
