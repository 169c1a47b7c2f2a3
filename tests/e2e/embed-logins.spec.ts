import { expect, test } from '@playwright/test';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { arredoLoginKey } from '../support/loginKey';
import { ADMIN, done, openParent, refused, SELLER5, send } from './embedActionHelpers';
import { APP, appLoaded, received, parentPagesOfFile } from './embedHelpers';
import { apiAs } from './signinHelpers';

// Who the parent page signs in as, and what that session may do: guest and RSA-key logins (a bad key
// is the APP error), and saveTranslations refused to a seller by the server but saved for an
// administrator, shown in the frame at once.

test.describe.configure({ timeout: 360_000 });

const pages = parentPagesOfFile();

test('translations: a seller is refused by the server, an administrator saves them (checked on the server)', async ({
  page,
}) => {
  await openParent(page, pages.parent);
  expect(await send(page, 'login', SELLER5)).toMatchObject({ status: 0, action: 'loginDone' });
  const sellerTry = await send(page, 'saveTranslations', {
    lang: 'it',
    translations: { 'e2e.hello': 'ciao' },
  });
  expect(sellerTry).toMatchObject({ status: 1, action: 'saveTranslations' });
  expect(sellerTry.msg).not.toBe('');

  expect(await send(page, 'login', ADMIN)).toMatchObject({ status: 0, action: 'loginDone' });
  expect(await send(page, 'saveTranslations', { translations: {} })).toEqual(
    refused('saveTranslations', 'Missing lang'),
  );
  expect(await send(page, 'saveTranslations', { lang: 'it', translations: { hello: 3 } })).toEqual(
    refused('saveTranslations', 'Translation [hello] is not text'),
  );
  const key = `e2e.embed.${randomUUID().slice(0, 8)}`;
  expect(
    await send(page, 'saveTranslations', { lang: 'it', translations: { [key]: 'ciao dal genitore' } }),
  ).toEqual(done('saveTranslations', 'Translations saved'));
  const admin = await apiAs(APP, ADMIN);
  const texts = (await (await admin.get('/api/v1/translations/it')).json()) as {
    translations: Record<string, string>;
  };
  expect(texts.translations[key]).toBe('ciao dal genitore');

  // Saved texts show at once in the frame, without a reload, and again after one (from the server).
  // The data dir is shared by every spec: the bundled text is put back at the end.
  const hintKey = 'home.openProjectsHint';
  const bundled = 'Continue with your saved projects and orders.';
  const mine = `Your kitchens, kept by the shop (${key.slice(-8)})`;
  const frame = page.frameLocator('#app');
  try {
    expect(await send(page, 'navigateTo', { page: 'home' })).toEqual(done('navigateTo', 'Page chenged'));
    await expect(frame.getByText(bundled)).toBeVisible();
    expect(await send(page, 'saveTranslations', { lang: 'en', translations: { [hintKey]: mine } })).toEqual(
      done('saveTranslations', 'Translations saved'),
    );
    await expect(frame.getByText(mine)).toBeVisible();
    await expect(frame.getByText(bundled)).toHaveCount(0);
    const starts = (await received(page)).filter((m) => m.data?.msg === 'APP loaded');
    expect(starts).toHaveLength(1);

    await page.reload();
    await appLoaded(page);
    await expect(frame.getByText(mine)).toBeVisible({ timeout: 30_000 });
  } finally {
    const restored = await admin.put('/api/v1/translations/en', {
      data: { translations: { [hintKey]: bundled } },
    });
    expect(restored.status()).toBe(200);
    await admin.dispose();
  }
});

test('guest and RSA-key logins from the parent; a bad key is the APP error with its reason', async ({
  page,
}) => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `e2e-embed-${randomUUID().slice(0, 8)}`;
  const admin = await apiAs(APP, ADMIN);
  const registered = await admin.put(`/api/v1/auth/trusted-keys/${kid}`, {
    data: { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), shops: ['MILANO'] },
  });
  expect(registered.status()).toBeLessThan(300);
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  await openParent(page, pages.parent);
  const guest = await send(page, 'login', { guest: true });
  expect(guest).toMatchObject({ status: 0, action: 'loginDone', sessionId: expect.any(String) });

  const rsa = await send(page, 'login', {
    key: arredoLoginKey(pem, { shop: 'MILANO', user: 'seller5', kid }),
  });
  expect(rsa).toMatchObject({ status: 0, action: 'loginDone', sessionId: expect.any(String) });
  expect(rsa.sessionId).not.toBe(guest.sessionId);
  // Now a seller: openProject passes the login check (and finds no project there).
  expect(await send(page, 'openProject', { id: 2_147_483_001 })).toEqual(
    done('openProject', 'Missing Project File'),
  );

  const failed = await send(page, 'login', { key: 'not-a-key' });
  expect(failed).toEqual({
    status: 1,
    action: 'APP',
    msg: 'RSA login failed',
    detail: 'The RSA login key is not a compact JWT (key)',
  });
  // The parent hears the failure once: the reply, not a second copy from the renderer's action. Another
  // round trip first, so anything the app posted after the reply has arrived too.
  expect(await send(page, 'navigateTo', { page: 'home' })).toEqual(done('navigateTo', 'Page chenged'));
  const rsaErrors = (await received(page)).filter((m) => m.data?.msg === 'RSA login failed');
  expect(rsaErrors).toHaveLength(1);
  await admin.dispose();
});
