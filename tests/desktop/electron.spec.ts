// Launches the built desktop app (`electron .`, i.e. package.json "main" = dist/main/index.mjs) and checks
// the window shows the Arredo home over the in-process server, with the secure webPreferences and the CSP.
import { _electron as electron, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findElectronBinary, SKIP_MESSAGE } from './electron-binary';

const binary = findElectronBinary(process.cwd());

test.describe('desktop host', () => {
  test.skip(!binary.found, binary.found ? '' : SKIP_MESSAGE(binary.reason));

  test('opens the Arredo home in one secure window', async () => {
    if (!binary.found) return;
    const userData = mkdtempSync(join(tmpdir(), 'arredo-desktop-e2e-'));
    const app = await electron.launch({
      executablePath: binary.path,
      args: ['.'],
      cwd: process.cwd(),
      env: { ...process.env, ARREDO_USER_DATA_DIR: userData },
    });
    try {
      const page = await app.firstWindow();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\//);
      await expect(page).toHaveTitle(/Arredo/);
      await expect(page.getByTestId('home')).toBeVisible();

      const windows = await app.evaluate(({ BrowserWindow }) =>
        BrowserWindow.getAllWindows().map((window: { webContents: { getLastWebPreferences(): unknown } }) =>
          window.webContents.getLastWebPreferences(),
        ),
      );
      expect(windows).toHaveLength(1);
      expect(windows[0]).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });

      // No Node in the page; one small host object; the CSP blocks inline scripts.
      expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe(
        'undefined',
      );
      expect(
        await page.evaluate(() =>
          Object.keys((globalThis as { arredoHost?: object }).arredoHost ?? {}).sort(),
        ),
      ).toEqual([
        'clearRecovery',
        'keepRecovery',
        'onHostMessage',
        'platform',
        'savePdf',
        'sendToHost',
        'setLanguage',
        'version',
      ]);
      // The menu is Arredo's, labelled in English until the app reports its language.
      const menu = await app.evaluate(({ Menu }) =>
        (Menu.getApplicationMenu()?.items ?? []).map((item: { label: string }) => item.label),
      );
      expect(menu).toEqual(expect.arrayContaining(['&File', '&Edit', '&View', '&Language']));
      const inlineScriptRan = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'globalThis.__arredoInline = true';
        document.head.append(script);
        return (globalThis as { __arredoInline?: boolean }).__arredoInline === true;
      });
      expect(inlineScriptRan).toBe(false);
    } finally {
      await app.close();
      rmSync(userData, { recursive: true, force: true });
    }
  });
});
