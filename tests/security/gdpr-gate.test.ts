// Spec 4's GDPR error from the server: in the customer deployment that asks for consents
// (config.customer "verdelegno"), a signed-in user without every consent is refused data calls with
// 403 GDPR_CONSENT until the consents are stored; the standard product never refuses. PGlite and
// PostgreSQL, over real HTTP.
import { cp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultPaths } from '../../server/paths';
import { startTestApi, type TestApi } from '../support/api';
import { describeEachStorage, tempDir } from '../support/storage';

async function resourcesFor(customer: string | null): Promise<string> {
  // The project's resources, but a configuration file of the test's own.
  const dir = await tempDir('arredo-resources-');
  const resources = defaultPaths().resourcesDir;
  for (const entry of await readdir(resources)) {
    if (entry !== 'config') await symlink(join(resources, entry), join(dir, entry));
  }
  await cp(join(resources, 'config'), join(dir, 'config'), { recursive: true });
  const file = join(dir, 'config', 'config.json');
  const config = JSON.parse(await readFile(file, 'utf8')) as { config: Record<string, unknown> };
  config.config.customer = customer;
  await writeFile(file, JSON.stringify(config));
  return dir;
}

describeEachStorage('GDPR error of the customer deployment', (fixture) => {
  let gdpr: TestApi;
  let standard: TestApi;
  beforeAll(async () => {
    const target = await fixture.fresh();
    gdpr = await startTestApi(target, { resourcesDir: await resourcesFor('verdelegno'), sessionCacheMs: 0 });
    standard = await startTestApi(await fixture.fresh(), { resourcesDir: await resourcesFor(null) });
  }, 180_000);
  afterAll(async () => {
    await gdpr?.close();
    await standard?.close();
  });

  it('refuses data calls of a user without every consent, until the consents are stored', async () => {
    const customer = await gdpr.login('customer');
    const list = await gdpr.call<{ code: string; message: string }>('GET', '/api/v1/projects', {
      token: customer,
    });
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ code: 'GDPR_CONSENT' });
    expect(list.body.message).toMatch(/GDPR consents missing/);
    // Signing in, the session, the profile (where the consents go) and maintenance stay open.
    expect((await gdpr.call('GET', '/api/v1/auth/session', { token: customer })).status).toBe(200);
    expect((await gdpr.call('GET', '/api/v1/maintenance', { token: customer })).status).toBe(200);
    const partial = await gdpr.call('PUT', '/api/v1/profile/gdpr', {
      token: customer,
      body: { gdprFlags: '1;1;0;1' },
    });
    expect(partial.status).toBe(200);
    expect((await gdpr.call('GET', '/api/v1/projects', { token: customer })).status).toBe(403);
    await gdpr.call('PUT', '/api/v1/profile/gdpr', { token: customer, body: { gdprFlags: '1;1;1;1' } });
    expect((await gdpr.call('GET', '/api/v1/projects', { token: customer })).status).toBe(200);
  });

  it('never refuses guests, nor anyone in the standard product', async () => {
    const guest = await gdpr.guest();
    expect((await gdpr.call('GET', '/api/v1/projects', { token: guest })).status).toBe(200);
    const seller = await standard.login('seller5');
    expect((await standard.call('GET', '/api/v1/projects', { token: seller })).status).toBe(200);
  });
});
