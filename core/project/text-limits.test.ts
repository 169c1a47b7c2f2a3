import { describe, expect, it } from 'vitest';
import { loadProject } from './load';
import { TEXT_LIMITS } from './text-limits';

const project = (extra: Record<string, unknown>) => ({ schemaVersion: 2, ...extra });

describe('text caps of the project schema', () => {
  it('takes text up to each cap', () => {
    const loaded = loadProject(
      project({
        des: 'T'.repeat(TEXT_LIMITS.title),
        customerFields: { notes: 'n'.repeat(TEXT_LIMITS.notes) },
        orderaddress: [{ street: 's'.repeat(TEXT_LIMITS.addressField) }],
      }),
    );
    expect(loaded.customerFields.notes).toHaveLength(TEXT_LIMITS.notes);
  });

  it.each([
    [{ des: 'T'.repeat(201) }, 'The project title is longer than 200 characters', 'des'],
    [
      { customerFields: { notes: 'n'.repeat(30_000) } },
      'Notes is longer than 10,000 characters',
      'customerFields.notes',
    ],
    [
      { orderaddress: [{ street: 's'.repeat(10_000) }] },
      'The street is longer than 200 characters',
      'orderaddress[0].street',
    ],
    [
      {
        rows: [
          {
            uniqueid: 1,
            catalog: 'K',
            erp: [{ level: 0, cod: 'A', des: 'd'.repeat(1_001), qt: 1, punit: '1' }],
          },
        ],
      },
      'A description is longer than 1,000 characters',
      'rows[0].erp[0].des',
    ],
    [
      { customerFields: { servicesRows: { K: [{ des: 'd'.repeat(1_001) }] } } },
      'A service description is longer than 1,000 characters',
      'customerFields.servicesRows.K[0].des',
    ],
  ])('refuses longer text, naming the field (%#)', (extra, message, path) => {
    expect(() => loadProject(project(extra))).toThrow(message);
    expect(() => loadProject(project(extra))).toThrow(`at ${path}`);
  });
});
