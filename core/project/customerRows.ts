import type { CustomerRow, EntityId, Project, Row } from './schema';

/** A new customer row (spec 5): VAT 0 not checked, photo still needed, quantity 1. */
export function newCustomerRow(uniqueid: EntityId): CustomerRow {
  return { uniqueid, vat: '0', checkVat: false, ntp: true, qt: 1 };
}

/** One new customer row per project row, in row order. */
export function buildCustomerRows(rows: readonly Pick<Row, 'uniqueid'>[]): CustomerRow[] {
  return rows.map((r) => newCustomerRow(r.uniqueid));
}

/**
 * Open-project step (spec 4): when customerFields.rows is missing, build it from the project rows,
 * one new customer row per row. An existing list is kept as it is.
 */
export function withCustomerRows(project: Project): Project {
  if (project.customerFields.rows) return project;
  return {
    ...project,
    customerFields: { ...project.customerFields, rows: buildCustomerRows(project.rows) },
  };
}

/** Customer rows by row id (ids compared as text, since back ends mix numbers and strings). */
export function customerRowsById(rows: readonly CustomerRow[] | undefined): Map<string, CustomerRow> {
  return new Map((rows ?? []).map((r) => [String(r.uniqueid), r]));
}
