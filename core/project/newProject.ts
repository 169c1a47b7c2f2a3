import type { CustomerPickerResult } from './entities';
import { CURRENT_SCHEMA_VERSION, type Project } from './schema';

/** Prefix of the session keys that hold graphic variant filters; they go with the old project. */
export const VARIANT_FILTER_SESSION_PREFIX = 'FILTRAVARIANTIGRAFICHE-';

/** State outside the project that the caller must clear when a new project starts (spec 4). */
export type NewProjectClearing =
  | 'gotoEntry'
  | 'searchModule'
  | 'erpData'
  | 'customerParameters'
  | 'closetSteps'
  | { sessionKeysWithPrefix: typeof VARIANT_FILTER_SESSION_PREFIX };

export const NEW_PROJECT_CLEARING: readonly NewProjectClearing[] = Object.freeze([
  'gotoEntry',
  'searchModule',
  'erpData',
  'customerParameters',
  'closetSteps',
  { sessionKeysWithPrefix: VARIANT_FILTER_SESSION_PREFIX },
]);

/**
 * The new-project reset (spec 4): the project data is cleared, customerFields starts with empty
 * rows, notes, servicesRows and catalogsRows, and the project is open. Returns the fresh project and
 * the list of other state the caller must clear.
 */
export function resetForNewProject(): { project: Project; clear: readonly NewProjectClearing[] } {
  const project: Project = {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    isopen: true,
    rows: [],
    customerFields: { rows: [], notes: '', servicesRows: {}, catalogsRows: {} },
    history: [],
    orderaddress: [],
  };
  return { project, clear: NEW_PROJECT_CLEARING };
}

/** Session storage keys to remove on a new project: those starting with FILTRAVARIANTIGRAFICHE-. */
export function sessionKeysToClear(keys: Iterable<string>): string[] {
  return [...keys].filter((k) => k.startsWith(VARIANT_FILTER_SESSION_PREFIX));
}

/**
 * Customer picker choice (spec 4): the selection fills the first order address and the customer
 * code (the customer's e-mail). Other order addresses are kept.
 */
export function withPickedCustomer(project: Project, customer: CustomerPickerResult): Project {
  const [first, ...rest] = project.orderaddress;
  const picked = {
    email: customer.email,
    firstname: customer.firstName,
    surname: customer.lastName,
    postalcode: customer.postalCode,
    city: customer.city,
    mobile: customer.mobile,
    street: customer.street,
    country: customer.country,
  };
  // Fields the picker left empty keep what the address already had.
  const address = {
    ...first,
    ...Object.fromEntries(Object.entries(picked).filter(([, v]) => v !== undefined)),
  };
  return { ...project, customercod: customer.email, orderaddress: [address, ...rest] };
}
