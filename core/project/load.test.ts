import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadProject, MIGRATIONS, ProjectLoadError } from './load';
import { CURRENT_SCHEMA_VERSION } from './schema';

/** A project as version 1 saved it: no schemaVersion, amounts as JSON numbers. */
const v1Project = {
  id: 1042,
  des: 'Kitchen Rossi',
  status: 'assigned',
  pricesIncrease: 1.05,
  rows: [
    {
      uniqueid: 7,
      catalog: 'KITCHEN',
      erp: [
        {
          level: 0,
          cod: 'BASE60',
          des: 'Base 60',
          qt: 1,
          punit: 123.45,
          customDataFe: { iva: 22, check: true },
        },
        { level: 1, cod: 'HANDLE', qt: '2', punit: 0.30000000000000004 },
      ],
      serverOnly: 'kept',
    },
  ],
  customerFields: {
    rows: [{ uniqueid: 7, vat: 10, checkVat: true, ntp: false, qt: '3' }],
    vat: 22,
    discount1: 5,
    discount2: null,
    totalGoods: 1e21,
    generalTotal: '1234,50',
    catalogsRows: { KITCHEN: { tot: 370.35, totV: 370.35, totServices: 0, discount1: 0, discount: 12.5 } },
    servicesRows: { KITCHEN: [{ cod: 'TRANSPORT', offer: 100, perc: 5, vat: 22, price: 105, total: 128.1 }] },
  },
};

describe('loadProject', () => {
  it('migrates a v1 project (numbers) to v2 decimal strings', () => {
    const project = loadProject(v1Project);
    expect(project.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(project.rows[0]?.erp).toEqual([
      {
        level: 0,
        cod: 'BASE60',
        des: 'Base 60',
        qt: 1,
        punit: '123.45',
        customDataFe: { iva: '22', check: true },
      },
      { level: 1, cod: 'HANDLE', des: '', qt: 2, punit: '0.3' },
    ]);
    expect(project.customerFields).toMatchObject({
      vat: '22',
      discount1: '5',
      totalGoods: '1000000000000000000000',
      generalTotal: '1234.50',
      rows: [{ uniqueid: 7, vat: '10', checkVat: true, ntp: false, qt: 3 }],
      catalogsRows: {
        KITCHEN: { tot: '370.35', totV: '370.35', totServices: '0', discount1: '0', discount: '12.5' },
      },
      servicesRows: {
        KITCHEN: [{ cod: 'TRANSPORT', offer: '100', perc: '5', vat: '22', price: '105', total: '128.1' }],
      },
    });
    expect(project.customerFields).not.toHaveProperty('discount2');
    expect(project.pricesIncrease).toBe(1.05);
  });

  it('keeps fields it does not know', () => {
    const project = loadProject(v1Project);
    expect(project.rows[0]).toHaveProperty('serverOnly', 'kept');
  });

  it('loads a current project as is, with defaults filled', () => {
    const project = loadProject({ schemaVersion: 2, id: 'p1', rows: [] });
    expect(project).toEqual({
      schemaVersion: 2,
      id: 'p1',
      rows: [],
      customerFields: { notes: '', servicesRows: {}, catalogsRows: {} },
      history: [],
      orderaddress: [],
    });
  });

  it('is idempotent: loading a loaded project gives the same project', () => {
    const once = loadProject(v1Project);
    expect(loadProject(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it('refuses inputs that are not project objects', () => {
    for (const bad of [null, undefined, 'project', 42, [], true]) {
      expect(() => loadProject(bad)).toThrow(new ProjectLoadError('Project inputs must be project objects'));
    }
  });

  it('refuses versions it does not know', () => {
    expect(() => loadProject({ schemaVersion: 3 })).toThrow(
      'Project schema version 3 is newer than this app supports (2)',
    );
    expect(() => loadProject({ schemaVersion: 'two' })).toThrow('Invalid project schema version "two"');
  });

  it('says which field is invalid', () => {
    expect(() =>
      loadProject({
        schemaVersion: 2,
        rows: [{ uniqueid: 1, catalog: 'K', erp: [{ level: 0, cod: 'A', qt: 1, punit: 'abc' }] }],
      }),
    ).toThrow(/rows\[0\]\.erp\[0\]\.punit/);
    expect(() =>
      loadProject({
        rows: [{ uniqueid: 1, catalog: 'K', erp: [{ level: 0, cod: 'A', qt: 1, punit: Number.NaN }] }],
      }),
    ).toThrow(ProjectLoadError);
  });

  it('migrates any v1 amount with up to 4 decimals to its exact decimal text (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 4 }), (units, scale) => {
        const exact = new Big(units).div(10 ** scale);
        const legacy = units / 10 ** scale; // what v1 wrote: a binary float
        const project = loadProject({
          rows: [{ uniqueid: 1, catalog: 'K', erp: [{ level: 0, cod: 'A', qt: 1, punit: legacy }] }],
        });
        expect(new Big(project.rows[0]!.erp[0]!.punit).eq(exact)).toBe(true);
      }),
    );
  });

  it('has one migration per older version', () => {
    expect(MIGRATIONS.map((m) => m.from)).toEqual([1]);
  });
});
