// Moves of a project (POST /projects/:id/status with shop or user) stay in the caller's shop, go only
// to a user of that shop, and need seller level 4 (administrators excepted); a customer's notice
// quotes no project title (issue 20). Over real HTTP, on PGlite and PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sampleProject } from './fixtures';
import { startTestApi, type TestApi } from '../support/api';
import { describeEachStorage } from '../support/storage';
import { hashPassword } from '../../server/accounts/passwords';

type Reply = { status: number; body: { id?: number; message?: string; code?: string } };

describeEachStorage('project moves', (storage) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(await storage.fresh());
    const hash = await hashPassword('second-seller-1');
    // A second seller in MILANO and in ZURICH (level 2), to move projects to.
    await api.storage.db.execute(
      sql`insert into users (username, password_hash, role, seller_level, shop_id)
          select 'milano2', ${hash}, 'pro', 2, id from shops where cod = 'MILANO'
          union all select 'zurich2', ${hash}, 'pro', 2, id from shops where cod = 'ZURICH'`,
    );
  }, 60_000);
  afterAll(() => api?.close());

  const create = async (token: string, des = 'Kitchen') =>
    (
      await api.call<{ id: number }>('POST', '/api/v1/projects', {
        token,
        body: { project: sampleProject(1, { des }) },
      })
    ).body.id;
  const move = (token: string, id: number, body: object): Promise<Reply> =>
    api.call('POST', `/api/v1/projects/${id}/status`, { token, body: { status: 'assigned', ...body } });
  const login = (user: string, password: string, id: string) =>
    api
      .call<{ sessionId: string }>('POST', '/api/v1/auth/login', { body: { id, user, password } })
      .then((reply) => reply.body.sessionId);

  it('keeps moves in the shop, to users of the shop, from seller level 4 up', async () => {
    const seller5 = await api.login('seller5');
    const mine = await create(seller5);
    const otherShop = await move(seller5, mine, { shop: 'ZURICH', user: 'seller2' });
    expect(otherShop.status).toBe(403);
    expect(otherShop.body).toMatchObject({
      code: 'MOVE_OTHER_SHOP',
      message: 'A project can only be moved within your own shop',
    });
    const otherUser = await move(seller5, mine, { user: 'seller2' });
    expect(otherUser.status).toBe(403);
    expect(otherUser.body).toMatchObject({
      code: 'MOVE_OTHER_SHOP_USER',
      message: 'User "seller2" is not a user of the project\'s shop',
    });
    expect((await move(seller5, mine, { user: 'nobody-at-all' })).status).toBe(400);
    // Within the shop, to one of its users: done, and the new owner opens it.
    expect((await move(seller5, mine, { user: 'milano2' })).status).toBe(200);
    const milano2 = await login('milano2', 'second-seller-1', 'MILANO');
    expect((await api.call('GET', `/api/v1/projects/${mine}`, { token: milano2 })).status).toBe(200);

    // A level-2 seller cannot move, even within the shop.
    const seller2 = await api.login('seller2');
    const theirs = await create(seller2);
    const low = await move(seller2, theirs, { user: 'zurich2' });
    expect(low.status).toBe(403);
    expect(low.body).toMatchObject({
      code: 'MOVE_LEVEL',
      message: 'Moving a project to another shop or user needs seller level 4 or higher',
    });
    // Setting only the status stays allowed.
    expect((await move(seller2, theirs, {})).status).toBe(200);
    // An administrator moves across shops.
    const admin = await api.login('admin');
    expect((await move(admin, theirs, { shop: 'MILANO', user: 'milano2' })).status).toBe(200);
  });

  it("notifies a customer without quoting a title chosen outside the customer's shop", async () => {
    const admin = await api.login('admin');
    const project = await create(admin, 'Win a prize at https://evil.example');
    expect((await move(admin, project, { shop: 'WEB', user: 'customer' })).status).toBe(200);
    const customer = await api.login('customer');
    const notes = await api.call<{ notifications: { text: string }[] }>('GET', '/api/v1/notifications', {
      token: customer,
    });
    const text = notes.body.notifications.map((note) => note.text).join('\n');
    expect(text).toContain(`Project ${project}: status`);
    expect(text).not.toContain('evil.example');
    // Staff of the project's shop still see the title.
    const seller5 = await api.login('seller5');
    const titled = await create(seller5, 'Milano showroom');
    expect((await move(seller5, titled, { user: 'milano2' })).status).toBe(200);
    const milano2 = await login('milano2', 'second-seller-1', 'MILANO');
    const staffNotes = await api.call<{ notifications: { text: string }[] }>('GET', '/api/v1/notifications', {
      token: milano2,
    });
    expect(staffNotes.body.notifications.map((note) => note.text).join('\n')).toContain('"Milano showroom"');
  });

  it('lists the shops and users the assign dialog offers, by the same rule as the moves', async () => {
    type Assignees = { shops: { cod: string; users: string[] }[] };
    const seller5 = await api.login('seller5');
    const own = await api.call<Assignees>('GET', '/api/v1/assignees', { token: seller5 });
    expect(own.status).toBe(200);
    // Only the caller's shop, with its professionals (no customers).
    expect(own.body.shops.map((shop) => shop.cod)).toEqual(['MILANO']);
    expect(own.body.shops[0]!.users).toEqual(expect.arrayContaining(['milano2', 'seller5']));
    expect(own.body.shops[0]!.users).not.toContain('seller2');
    const admin = await api.login('admin');
    const all = await api.call<Assignees>('GET', '/api/v1/assignees', { token: admin });
    expect(all.body.shops.map((shop) => shop.cod)).toEqual(expect.arrayContaining(['MILANO', 'ZURICH']));
    expect(all.body.shops.find((shop) => shop.cod === 'ZURICH')?.users).toContain('zurich2');
    const seller2 = await api.login('seller2');
    expect((await api.call('GET', '/api/v1/assignees', { token: seller2 })).status).toBe(403);
    const customer = await api.login('customer');
    expect((await api.call('GET', '/api/v1/assignees', { token: customer })).status).toBe(403);
  });
});
