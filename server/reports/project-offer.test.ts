import { describe, expect, it } from 'vitest';
import { loadProject } from '../../core/project/load';
import { jobFromStoredProject, projectForOffer, splitPrintCodes } from './project-offer';

const project = loadProject({
  schemaVersion: 2,
  id: 5,
  customercod: 'anna@example.com',
  orderaddress: [{ email: 'Anna@Example.com', city: 'Milano' }],
  engine_views: { views: ['data:image/png;base64,AAAA'] },
  rows: [
    { uniqueid: 'r1', catalog: 'KITCHEN', cod: 'A', erp: [] },
    { uniqueid: 'r2', catalog: 'LIVING', cod: 'B', erp: [] },
  ],
  customerFields: {
    rows: [{ uniqueid: 'r1' }, { uniqueid: 'r2' }],
    servicesRows: { KITCHEN: [{ offer: '10' }], LIVING: [{ offer: '20' }] },
    catalogsRows: { LIVING: { discount1: '5' } },
  },
});

describe('offer of a stored project', () => {
  it('splits print codes: trimmed, upper-cased, empties dropped', () => {
    expect(splitPrintCodes(' a; B;;c ')).toEqual(['A', 'B', 'C']);
    expect(splitPrintCodes(undefined)).toEqual([]);
  });

  it('keeps one catalogue with its customer rows, services and discounts only', () => {
    const printed = projectForOffer(project, { catalog: 'living' });
    expect(printed.rows.map((row) => row.uniqueid)).toEqual(['r2']);
    expect(printed.customerFields.rows?.map((row) => row.uniqueid)).toEqual(['r2']);
    expect(Object.keys(printed.customerFields.servicesRows)).toEqual(['LIVING']);
    expect(Object.keys(printed.customerFields.catalogsRows)).toEqual(['LIVING']);
  });

  it('selects rows by code or uniqueid', () => {
    expect(projectForOffer(project, { printCodes: 'a' }).rows.map((r) => r.uniqueid)).toEqual(['r1']);
    expect(projectForOffer(project, { printCodes: 'R2' }).rows.map((r) => r.uniqueid)).toEqual(['r2']);
    expect(projectForOffer(project, { printCodes: 'nothing' }).rows).toEqual([]);
  });

  it('keeps the address only for the same customer (any case)', () => {
    expect(projectForOffer(project, { customer: 'ANNA@example.com' }).orderaddress).toHaveLength(1);
    const other = projectForOffer(project, { customer: 'marco@example.com' });
    expect(other.customercod).toBe('marco@example.com');
    expect(other.orderaddress).toEqual([]);
  });

  it('numbers the offer with the project id and uses stored views as picture source', () => {
    const job = jobFromStoredProject(project, { name: 'x.pdf', validity: 7 });
    expect(job).toMatchObject({ idProject: '5', fileName: 'x.pdf', validity: 7 });
    expect(job.viewmaker).toEqual({ views: ['data:image/png;base64,AAAA'] });
  });
});
