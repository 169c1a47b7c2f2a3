// Issue 8: a trusted RSA key signs in only the shops and kinds of user it was registered for, never an
// administrator unless the registration says 'admin'. Real HTTP, PGlite and PostgreSQL.
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { arredoLoginKey } from '../../tests/support/loginKey';
import { describeEachStorage } from '../../tests/support/storage';
import { normaliseRsaPublicKey } from '../accounts/rsa-login';
import { trustedKeys } from '../storage/schema';

describeEachStorage('trusted key scopes', (fixture) => {
  let api: TestApi;
  let admin: string;
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh());
    admin = await api.login('admin');
  });
  afterAll(() => api?.close());

  const register = (name: string, body: Record<string, unknown>) =>
    api.call<{ message: string }>('PUT', `/api/v1/auth/trusted-keys/${name}`, {
      token: admin,
      body: { publicKeyPem, ...body },
    });
  const signIn = (kid: string, shop: string, user: string) =>
    api.call<{ message: string; profile: { username: string } }>('POST', '/api/v1/auth/rsa', {
      body: { key: arredoLoginKey(privateKeyPem, { shop, user, kid }) },
    });

  it('requires the shops a key may sign in, and known shops and roles only', async () => {
    const missing = await register('milano-site', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/shops/);
    const unknown = await register('milano-site', { shops: ['NOWHERE'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('shops: Unknown shop NOWHERE');
    expect((await register('milano-site', { shops: ['MILANO'], roles: ['root'] })).status).toBe(400);
    expect((await register('milano-site', { shops: ['milano'] })).status).toBe(204);
  });

  it("signs in its own shop's users only, never an administrator: the rest get 403", async () => {
    const own = await signIn('milano-site', 'MILANO', 'seller5');
    expect(own.status).toBe(200);
    expect(own.body.profile.username).toBe('seller5');
    const otherShop = await signIn('milano-site', 'ZURICH', 'seller2');
    expect(otherShop.status).toBe(403);
    expect(otherShop.body.message).toBe('RSA login failed: The trusted key may not sign in this user');
    expect((await signIn('milano-site', 'HQ', 'admin')).status).toBe(403);
    // Naming HQ does not make it an administrator's key either.
    expect((await register('hq-site', { shops: ['HQ', 'WEB'] })).status).toBe(204);
    expect((await signIn('hq-site', 'HQ', 'admin')).status).toBe(403);
    expect((await signIn('hq-site', 'WEB', 'customer')).status).toBe(200);
  });

  it('limits the kinds of user, and signs in an administrator only when explicitly allowed', async () => {
    expect((await register('web-customers', { shops: ['WEB'], roles: ['customer'] })).status).toBe(204);
    expect((await signIn('web-customers', 'WEB', 'customer')).status).toBe(200);
    expect((await register('milano-customers', { shops: ['MILANO'], roles: ['customer'] })).status).toBe(204);
    expect((await signIn('milano-customers', 'MILANO', 'seller5')).status).toBe(403);
    expect((await register('hq-admin', { shops: ['HQ'], roles: ['admin'] })).status).toBe(204);
    expect((await signIn('hq-admin', 'HQ', 'admin')).status).toBe(200);
  });

  it('keeps keys registered before scopes working for any shop, but never for an administrator', async () => {
    // What migration 0005 leaves of an older registration: no shops, the default roles.
    await api.storage.db
      .insert(trustedKeys)
      .values({ name: 'legacy', publicKeyPem: normaliseRsaPublicKey(publicKeyPem) });
    const [row] = await api.storage.db.select().from(trustedKeys).where(eq(trustedKeys.name, 'legacy'));
    expect(row).toMatchObject({ shops: null, roles: ['pro', 'customer'] });
    expect((await signIn('legacy', 'ZURICH', 'seller2')).status).toBe(200);
    expect((await signIn('legacy', 'MILANO', 'seller5')).status).toBe(200);
    expect((await signIn('legacy', 'HQ', 'admin')).status).toBe(403);
  });
});
