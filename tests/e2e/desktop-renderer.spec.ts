import { expect, test, type Page } from '@playwright/test';

// The renderer's side of the desktop host, in Chromium: the preload's window.arredoHost is played by a shim
// that records what the app sends and lets the test deliver what main would (menu commands, a recovery
// offer, protocol messages). Main's side is tested under Node (tests/desktop, main/).

interface HostCall {
  kind: 'sent' | 'language' | 'keep' | 'clear' | 'pdf';
  value?: unknown;
}

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const calls: { kind: string; value?: unknown }[] = [];
    const listeners = new Set<(message: unknown) => void>();
    Object.assign(window, {
      hostCalls: calls,
      // What main's bridge.deliver does: a message on arredo:to-app.
      hostDeliver: (message: unknown) => listeners.forEach((listener) => listener(message)),
      arredoHost: Object.freeze({
        version: '0.1.0-test',
        platform: 'linux',
        sendToHost: (message: unknown) => calls.push({ kind: 'sent', value: message }),
        onHostMessage: (listener: (message: unknown) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        setLanguage: (language: string) => calls.push({ kind: 'language', value: language }),
        keepRecovery: (project: unknown) => calls.push({ kind: 'keep', value: project }),
        clearRecovery: () => calls.push({ kind: 'clear' }),
        // Main would show the native save dialog; here the user picks Downloads.
        savePdf: (request: { url?: string; fileName?: string }) => {
          calls.push({ kind: 'pdf', value: request });
          return Promise.resolve({ saved: true, path: `/home/shop/Downloads/${request.fileName}` });
        },
      }),
    });
  });
});

const hostCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostCalls: HostCall[] }).hostCalls);
const deliver = (page: Page, message: unknown) =>
  page.evaluate((m) => (window as unknown as { hostDeliver(m: unknown): void }).hostDeliver(m), message);
const callsOf = async (page: Page, kind: HostCall['kind']) =>
  (await hostCalls(page)).filter((c) => c.kind === kind).map((c) => c.value);

async function openApp(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(() => callsOf(page, 'sent'), { timeout: 20_000 })
    .toContainEqual({
      status: 0,
      action: 'APP',
      msg: 'APP loaded',
      protocol: 1,
    });
}

test('the host hears APP loaded and the language; menu commands and protocol messages run the app', async ({
  page,
}) => {
  await openApp(page);
  await expect.poll(() => callsOf(page, 'language')).toEqual(['en']);

  // Language menu: the app switches, and tells the host so the menu follows.
  await deliver(page, { action: 'dispatch', name: 'setLanguage', args: { language: 'de' } });
  await expect.poll(() => callsOf(page, 'language')).toEqual(['en', 'de']);
  await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText('');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  await deliver(page, { action: 'dispatch', name: 'setLanguage', args: { language: 'en' } });
  await expect.poll(() => callsOf(page, 'language')).toEqual(['en', 'de', 'en']);

  // File > New project: the same flow as the button (the room question, then item search).
  await deliver(page, { action: 'dispatch', name: 'newProject' });
  const room = page.getByRole('dialog', { name: 'Room design' });
  await expect(room).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/itemsearch\/newprj$/, { timeout: 20_000 });

  // A protocol message through the host object: answered through sendToHost.
  await deliver(page, { action: 'setModel', requestId: 'd1', data: { catalog: 'KITCHEN', model: 'B1' } });
  await expect
    .poll(() => callsOf(page, 'sent'), { timeout: 30_000 })
    .toContainEqual({
      status: 0,
      action: 'setModel',
      msg: 'Model set correctly',
      requestId: 'd1',
    });
  await expect(page.getByTestId('screen-title')).toHaveText('Base unit with doors');

  // File > Generate offer: the PDF goes to the host's native save dialog, not a browser download.
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await deliver(page, { action: 'dispatch', name: 'generateOffer' });
  await expect
    .poll(() => callsOf(page, 'pdf'), { timeout: 90_000 })
    .toEqual([
      { url: expect.stringMatching(/\/api\/v1\/reports\//), fileName: expect.stringMatching(/\.pdf$/) },
    ]);
  const [asked] = (await callsOf(page, 'pdf')) as { url: string }[];
  const pdf = await page.request.get(new URL(asked!.url, page.url()).href);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(downloaded).toBe(false);

  // The unsaved project is kept for crash recovery once the edits pause.
  await expect
    .poll(
      async () => ((await callsOf(page, 'keep')).at(-1) as { rows?: unknown[] } | undefined)?.rows?.length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
});

test('a project kept before a crash is offered back: Yes restores it unsaved, No forgets it', async ({
  page,
}) => {
  // The document as the app kept it: one base unit, never stored.
  await openApp(page);
  await deliver(page, { action: 'setModel', requestId: 'k', data: { catalog: 'KITCHEN', model: 'B1' } });
  await expect.poll(async () => (await callsOf(page, 'keep')).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const kept = (await callsOf(page, 'keep')).at(-1) as Record<string, unknown>;

  // The next start: main offers it after 'APP loaded'.
  await openApp(page);
  await deliver(page, {
    action: 'recoveryAvailable',
    savedAt: '2026-11-24T19:58:00.000Z',
    des: 'Rossi kitchen',
    project: kept,
  });
  const offer = page.getByRole('dialog', { name: 'Restore unsaved work?' });
  await expect(offer).toContainText('Rossi kitchen');
  await page.screenshot({ path: 'test-results/desktop/recovery-offer.png' });
  await offer.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/offerview$/, { timeout: 20_000 });
  await expect(page.getByText('Base unit with doors').first()).toBeVisible();
  // Still unsaved: it is kept again, and nothing was cleared.
  await expect.poll(async () => (await callsOf(page, 'keep')).length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await callsOf(page, 'clear')).toEqual([]);

  await openApp(page);
  await deliver(page, {
    action: 'recoveryAvailable',
    savedAt: '2026-11-24T19:58:00.000Z',
    des: '',
    project: kept,
  });
  const again = page.getByRole('dialog', { name: 'Restore unsaved work?' });
  await expect(again).toContainText('an untitled project');
  await again.getByRole('button', { name: 'No' }).click();
  await expect.poll(() => callsOf(page, 'clear')).toEqual([undefined]);
  await expect(page).toHaveURL(/\/home$/);
});
