import { describe, expect, it } from 'vitest';
import { loadProject } from './load';
import {
  NEW_PROJECT_CLEARING,
  resetForNewProject,
  sessionKeysToClear,
  withPickedCustomer,
} from './newProject';
import { Project } from './schema';

describe('resetForNewProject', () => {
  it('returns an open, empty project that passes the schema', () => {
    const { project } = resetForNewProject();
    expect(project.isopen).toBe(true);
    expect(project.rows).toEqual([]);
    expect(project.customerFields).toEqual({ rows: [], notes: '', servicesRows: {}, catalogsRows: {} });
    expect(Project.parse(project)).toEqual(project);
  });

  it('lists the other state the caller must clear', () => {
    expect(resetForNewProject().clear).toEqual([
      'gotoEntry',
      'searchModule',
      'erpData',
      'customerParameters',
      'closetSteps',
      { sessionKeysWithPrefix: 'FILTRAVARIANTIGRAFICHE-' },
    ]);
    expect(NEW_PROJECT_CLEARING).toBe(resetForNewProject().clear);
  });

  it('picks the session keys with the variant filter prefix', () => {
    expect(
      sessionKeysToClear([
        'FILTRAVARIANTIGRAFICHE-K1',
        'sessionid',
        'filtravariantigrafiche-x',
        'FILTRAVARIANTIGRAFICHE-',
      ]),
    ).toEqual(['FILTRAVARIANTIGRAFICHE-K1', 'FILTRAVARIANTIGRAFICHE-']);
  });
});

describe('withPickedCustomer', () => {
  it('fills the first order address and the customer code with the e-mail', () => {
    const project = loadProject({
      schemaVersion: 2,
      orderaddress: [{ vat: 'IT123', city: 'Old' }, { city: 'Second' }],
    });
    const picked = withPickedCustomer(project, {
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: 'Bianchi',
      city: 'Milano',
    });
    expect(picked.customercod).toBe('anna@example.com');
    expect(picked.orderaddress).toEqual([
      { vat: 'IT123', city: 'Milano', email: 'anna@example.com', firstname: 'Anna', surname: 'Bianchi' },
      { city: 'Second' },
    ]);
  });
});
