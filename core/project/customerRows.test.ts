import { describe, expect, it } from 'vitest';
import { buildCustomerRows, customerRowsById, newCustomerRow, withCustomerRows } from './customerRows';
import { loadProject } from './load';
import { CustomerRow } from './schema';

describe('customer rows', () => {
  it('creates new rows with vat 0, checkVat false, ntp true, qt 1', () => {
    expect(newCustomerRow('r1')).toEqual({ uniqueid: 'r1', vat: '0', checkVat: false, ntp: true, qt: 1 });
    expect(CustomerRow.parse({ uniqueid: 'r1' })).toEqual(newCustomerRow('r1'));
  });

  it('builds customerFields.rows from the rows when missing', () => {
    const project = loadProject({
      schemaVersion: 2,
      rows: [
        { uniqueid: 1, catalog: 'K' },
        { uniqueid: 'b', catalog: 'K' },
      ],
    });
    expect(withCustomerRows(project).customerFields.rows).toEqual([newCustomerRow(1), newCustomerRow('b')]);
    expect(buildCustomerRows(project.rows)).toEqual(withCustomerRows(project).customerFields.rows);
  });

  it('keeps an existing list', () => {
    const project = loadProject({
      schemaVersion: 2,
      rows: [{ uniqueid: 1, catalog: 'K' }],
      customerFields: { rows: [] },
    });
    expect(withCustomerRows(project)).toBe(project);
  });

  it('indexes customer rows by id as text', () => {
    const byId = customerRowsById([newCustomerRow(5)]);
    expect(byId.get('5')?.qt).toBe(1);
  });
});
