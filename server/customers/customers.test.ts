// Customers over real HTTP on PGlite and PostgreSQL: create, edit, picker search, shop scope.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { describeEachStorage } from '../../tests/support/storage';
import { EMAIL_TAKEN, STAFF_ONLY } from './index';
import { INVALID_EMAIL } from './schemas';

type Customer = Record<string, string> & { id: number };

describeEachStorage('customer API', (fixture) => {
  let api: TestApi;
  let milano: string;
  let zurich: string;
  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh());
    milano = await api.login('seller5');
    zurich = await api.login('seller2');
  });
  afterAll(() => api?.close());

  const create = (token: string, body: Record<string, unknown>) =>
    api.call<Customer>('POST', '/api/v1/customers', { token, body });
  const search = (token: string, q: string) =>
    api.call<{ customers: Customer[] }>('GET', `/api/v1/customers?q=${encodeURIComponent(q)}`, { token });

  it('creates a customer in the seller’s shop and finds it by e-mail, name or city, in the picker shape', async () => {
    const reply = await create(milano, {
      email: 'giulia.verdi@example.it',
      firstName: 'Giulia',
      lastName: 'Verdi',
      street: 'Corso Como 5',
      postalCode: '20154',
      city: 'Milano',
      country: 'Italia',
      mobile: '+39 333 1234567',
    });
    expect(reply.status).toBe(201);
    for (const q of ['GIULIA.VERDI@', 'verdi', 'Giulia Verdi', 'milano']) {
      const found = (await search(milano, q)).body.customers;
      expect(
        found.map((c) => c.email),
        q,
      ).toContain('giulia.verdi@example.it');
    }
    expect((await search(milano, 'verdi')).body.customers[0]).toEqual({
      id: reply.body.id,
      email: 'giulia.verdi@example.it',
      firstName: 'Giulia',
      lastName: 'Verdi',
      postalCode: '20154',
      city: 'Milano',
      mobile: '+39 333 1234567',
      street: 'Corso Como 5',
      country: 'Italia',
      county: '',
      countryCode: '',
      vat: '',
    });
    // Another shop's seller does not find it; the administrator does.
    expect((await search(zurich, 'verdi')).body.customers).toEqual([]);
    expect((await search(await api.login('admin'), 'verdi')).body.customers).toHaveLength(1);
    expect((await search(milano, '%')).body.customers).toEqual([]);
  });

  it('edits only the fields given, within the shop', async () => {
    const { body } = await create(milano, { email: 'anna@example.it', firstName: 'Anna', city: 'Monza' });
    const edit = await api.call<Customer>('PUT', `/api/v1/customers/${body.id}`, {
      token: milano,
      body: { city: 'Lecco' },
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ email: 'anna@example.it', firstName: 'Anna', city: 'Lecco' });
    expect(
      (await api.call('PUT', `/api/v1/customers/${body.id}`, { token: zurich, body: { city: 'Bern' } }))
        .status,
    ).toBe(404); // another shop's customer is "not found", like a missing one
    expect(
      (await api.call('PUT', '/api/v1/customers/999999', { token: milano, body: { city: 'X' } })).status,
    ).toBe(404);
    expect((await api.call('PUT', `/api/v1/customers/${body.id}`, { token: milano, body: {} })).status).toBe(
      400,
    );
  });

  it('refuses bad e-mails (400), duplicate e-mails in any case within a shop (409), and non-staff (403)', async () => {
    const bad = await create(milano, { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(INVALID_EMAIL);
    await create(milano, { email: 'dup@example.it' });
    const dup = await create(milano, { email: 'DUP@example.IT' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(EMAIL_TAKEN);
    // Another shop keeps its own card for the address: a 409 there would tell it the e-mail exists.
    expect((await create(zurich, { email: 'DUP@example.IT' })).status).toBe(201);
    const customer = await api.login('customer');
    const denied = await search(customer, '');
    expect(denied.status).toBe(403);
    expect((denied.body as unknown as { message: string }).message).toBe(STAFF_ONLY);
    expect((await api.call('GET', '/api/v1/customers')).status).toBe(401);
  });
});
