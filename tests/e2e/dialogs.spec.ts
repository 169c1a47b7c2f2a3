import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DialogTestHandle } from '../../renderer/ui/dialog/devtools';
import type { DialogOptions, LoaderState } from '../../renderer/ui/dialog/state';

// The dialog system (spec 2, 4, 9) in the real built app. Dialogs are opened through the test handle
// that `installDialogTestHandle()` exposes when the page is loaded with ?e2e=1.

type SerializableOptions = Omit<DialogOptions, 'content' | 'footer' | 'signal' | 'title'> & {
  title?: string;
  content: string;
};
type Outcome =
  'pending' | { flag: boolean; response?: unknown } | { rejected: true; alreadyOpened?: boolean };
interface E2EWindow {
  __arredoE2E: { dialogs: DialogTestHandle };
  __dialogOutcomes: Record<string, Outcome>;
}

const SHOTS = 'test-results/dialogs';

async function openApp(page: Page): Promise<void> {
  await page.goto('/?e2e=1');
  await page.waitForFunction(() => Boolean((window as unknown as Partial<E2EWindow>).__arredoE2E?.dialogs));
}

/** Opens a dialog; its outcome is recorded under `name` in the page. */
async function openDialog(page: Page, name: string, options: SerializableOptions): Promise<void> {
  await page.evaluate(
    ({ name, options }) => {
      const w = window as unknown as E2EWindow;
      w.__dialogOutcomes ??= {};
      w.__dialogOutcomes[name] = 'pending';
      w.__arredoE2E.dialogs.openDialog(options).then(
        (result) => (w.__dialogOutcomes[name] = result),
        (error: { alreadyOpened?: boolean }) =>
          (w.__dialogOutcomes[name] = { rejected: true, alreadyOpened: error.alreadyOpened }),
      );
    },
    { name, options },
  );
}

const outcome = (page: Page, name: string) =>
  page.evaluate((name) => (window as unknown as E2EWindow).__dialogOutcomes[name], name);

/** The open dialog with this title (not one still fading out), once its opening animation has finished. */
async function dialogNamed(page: Page, title: string): Promise<Locator> {
  // Not by role: a modal dialog hides the dialogs under it from the accessibility tree.
  const dialog = page
    .locator('[role="dialog"][data-state="open"]')
    .filter({ has: page.locator('[data-part="title"]').getByText(title, { exact: true }) });
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  return dialog;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element has no box');
  return b;
}

/** Presses at the centre of `handle`, moves by (dx, dy) and releases. */
async function dragBy(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  const b = await box(handle);
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

// Loading the whole app can take many seconds on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe('dialogs', () => {
  // One loaded app for these tests (loading it was most of each test's time): each test starts with no
  // dialog open, no recorded outcome and the full window. A failed test restarts the worker, and with
  // it the page.
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openApp(page);
  });
  test.afterAll(() => page.close());
  test.beforeEach(async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => {
      const w = window as unknown as E2EWindow;
      w.__arredoE2E.dialogs.closeAllDialogs();
      w.__dialogOutcomes = {};
    });
    await expect(page.locator('[data-dialog-id]')).toHaveCount(0);
  });

  test('sizes: sm 300, default 500, lg 800, xl 1140, explicit width overrides, fullscreen', async () => {
    const cases: Array<[SerializableOptions, number]> = [
      [{ title: 'Small', content: 'x', size: 'sm' }, 300],
      [{ title: 'Default', content: 'x' }, 500],
      [{ title: 'Large', content: 'x', size: 'lg' }, 800],
      [{ title: 'Extra large', content: 'x', size: 'xl' }, 1140],
      [{ title: 'Explicit', content: 'x', size: 'sm', width: 1000 }, 1000],
    ];
    // All stacked at once: one opening animation to wait for instead of five.
    for (const [options] of cases) await openDialog(page, options.title!, options);
    for (const [options, width] of cases) {
      expect((await box(await dialogNamed(page, options.title!))).width).toBeCloseTo(width, 0);
    }
    await page.evaluate(() => (window as unknown as E2EWindow).__arredoE2E.dialogs.closeAllDialogs());
    await expect(page.locator('[data-dialog-id]')).toHaveCount(0);

    await openDialog(page, 'full', { title: 'Full', content: 'x', fullscreen: true });
    const full = await dialogNamed(page, 'Full');
    expect(await box(full)).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
  });

  test('the fullscreen toggle switches between full screen and the normal size', async () => {
    await openDialog(page, 'toggle', {
      title: 'GDPR privacy',
      content: 'x',
      size: 'lg',
      fullscreenToggle: true,
    });
    const dialog = await dialogNamed(page, 'GDPR privacy');
    await dialog.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(async () => (await box(dialog)).width).toBeCloseTo(1280, 0);
    expect((await box(dialog)).height).toBeCloseTo(800, 0);
    await dialog.getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(async () => (await box(dialog)).width).toBeCloseTo(800, 0);
  });

  test('drag by the title moves the dialog, and it cannot leave the viewport', async () => {
    await openDialog(page, 'drag', { title: 'Drag me', content: 'Move this dialog by its title.' });
    const dialog = await dialogNamed(page, 'Drag me');
    const title = dialog.getByText('Drag me', { exact: true });
    const start = await box(dialog);
    await page.screenshot({ path: `${SHOTS}/dialog-open.png` });

    await dragBy(page, title, -200, 120);
    const moved = await box(dialog);
    expect(moved.x).toBeCloseTo(start.x - 200, 0);
    expect(moved.y).toBeCloseTo(start.y + 120, 0);
    expect(moved.width).toBeCloseTo(start.width, 0);

    // Dragging the body does nothing.
    await dragBy(page, dialog.getByText('Move this dialog'), 100, 100);
    expect(await box(dialog)).toEqual(moved);

    // Far past the bottom-right corner: it stops at the edges.
    await dragBy(page, title, 3000, 3000);
    const corner = await box(dialog);
    expect(corner.x + corner.width).toBeCloseTo(1280, 0);
    expect(corner.y + corner.height).toBeCloseTo(800, 0);

    // Far past the top-left corner.
    await dragBy(page, title, -3000, -3000);
    expect(await box(dialog)).toMatchObject({ x: 0, y: 0 });
  });

  test('a moved dialog is pulled back inside when the window shrinks', async () => {
    await openDialog(page, 'shrink', { title: 'Keep me visible', content: 'x' });
    const dialog = await dialogNamed(page, 'Keep me visible');
    await dragBy(page, dialog.getByText('Keep me visible', { exact: true }), 3000, 3000);
    await page.setViewportSize({ width: 900, height: 600 });
    await expect
      .poll(async () => {
        const b = await box(dialog);
        return b.x + b.width <= 900.5 && b.y + b.height <= 600.5;
      })
      .toBe(true);
  });

  test('resize grows with the pointer and stops at 400 x 150', async () => {
    await openDialog(page, 'resize', { title: 'Resize me', content: 'Resizable content', resizable: true });
    const dialog = await dialogNamed(page, 'Resize me');
    const grip = dialog.locator('[data-part="resize-handle"]');
    const start = await box(dialog);

    await dragBy(page, grip, 150, 100);
    const grown = await box(dialog);
    expect(grown.width).toBeCloseTo(start.width + 150, 0);
    expect(grown.height).toBeCloseTo(start.height + 100, 0);
    expect(grown.x).toBeCloseTo(start.x, 0);

    await dragBy(page, grip, -2000, -2000);
    const smallest = await box(dialog);
    expect(smallest.width).toBeCloseTo(400, 0);
    expect(smallest.height).toBeCloseTo(150, 0);
  });

  test('single instance: a second open rejects with alreadyOpened true', async () => {
    await openDialog(page, 'first', {
      title: 'Customer assignment',
      content: 'x',
      singleInstance: 'customer',
    });
    await dialogNamed(page, 'Customer assignment');
    await openDialog(page, 'second', {
      title: 'Customer assignment',
      content: 'y',
      singleInstance: 'customer',
    });
    await expect.poll(() => outcome(page, 'second')).toEqual({ rejected: true, alreadyOpened: true });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await outcome(page, 'first')).toBe('pending');

    await page.keyboard.press('Escape');
    await expect.poll(() => outcome(page, 'first')).toEqual({ flag: false });
    await openDialog(page, 'third', {
      title: 'Customer assignment',
      content: 'z',
      singleInstance: 'customer',
    });
    await dialogNamed(page, 'Customer assignment');
    expect(await outcome(page, 'third')).toBe('pending');
  });

  test('Esc, outside click and the close button are proper closes returning flag false', async () => {
    await openDialog(page, 'esc', { title: 'Esc', content: 'x' });
    const escDialog = await dialogNamed(page, 'Esc');
    await page.keyboard.press('Escape');
    await expect.poll(() => outcome(page, 'esc')).toEqual({ flag: false });
    await expect(escDialog).toHaveCount(0);
    await expect(page.locator('[data-dialog-id]')).toHaveCount(0); // removed after its exit animation

    await openDialog(page, 'outside', { title: 'Outside', content: 'x' });
    const outsideDialog = await dialogNamed(page, 'Outside');
    await page.mouse.click(20, 20);
    await expect.poll(() => outcome(page, 'outside')).toEqual({ flag: false });
    await expect(outsideDialog).toHaveCount(0);
    await expect(page.locator('[data-dialog-id]')).toHaveCount(0); // removed after its exit animation

    await openDialog(page, 'button', { title: 'Button', content: 'x' });
    const buttonDialog = await dialogNamed(page, 'Button');
    await buttonDialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => outcome(page, 'button')).toEqual({ flag: false });
    await expect(buttonDialog).toHaveCount(0);
    await expect(page.locator('[data-dialog-id]')).toHaveCount(0); // removed after its exit animation
  });

  test('stacked dialogs: Esc and outside click close only the top one', async () => {
    await openDialog(page, 'under', { title: 'Under', content: 'x', size: 'xl' });
    await dialogNamed(page, 'Under');
    await openDialog(page, 'over', { title: 'Over', content: 'y', size: 'sm' });
    await dialogNamed(page, 'Over');
    await page.keyboard.press('Escape');
    await expect.poll(() => outcome(page, 'over')).toEqual({ flag: false });
    expect(await outcome(page, 'under')).toBe('pending');
    await expect(await dialogNamed(page, 'Under')).toBeVisible();

    await openDialog(page, 'over2', { title: 'Over again', content: 'z', size: 'sm' });
    await dialogNamed(page, 'Over again');
    await page.mouse.click(20, 20);
    await expect.poll(() => outcome(page, 'over2')).toEqual({ flag: false });
    expect(await outcome(page, 'under')).toBe('pending');
  });

  test('persistent ignores Esc and outside click and has no close button', async () => {
    await openDialog(page, 'persistent', { title: 'Persistent', content: 'x', persistent: true });
    const dialog = await dialogNamed(page, 'Persistent');
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(20, 20);
    await page.waitForTimeout(300);
    await expect(dialog).toBeVisible();
    expect(await outcome(page, 'persistent')).toBe('pending');
  });

  test('semipersistent ignores Esc and outside click but keeps its close button', async () => {
    await openDialog(page, 'semi', { title: 'Semipersistent', content: 'x', semipersistent: true });
    const dialog = await dialogNamed(page, 'Semipersistent');
    await page.keyboard.press('Escape');
    await page.mouse.click(20, 20);
    await page.waitForTimeout(300);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => outcome(page, 'semi')).toEqual({ flag: false });
  });

  test('ask: Yes/No, 500 wide, resolving true or false', async () => {
    const ask = (question: string) =>
      page.evaluate((question) => {
        const w = window as unknown as E2EWindow;
        w.__dialogOutcomes ??= {};
        w.__dialogOutcomes[question] = 'pending';
        void w.__arredoE2E.dialogs
          .ask(question, { title: 'Project' })
          .then((answer) => (w.__dialogOutcomes[question] = { flag: answer }));
      }, question);

    await ask('Save current project?');
    const dialog = await dialogNamed(page, 'Project');
    await expect(dialog).toContainText('Save current project?');
    expect((await box(dialog)).width).toBeCloseTo(500, 0);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => outcome(page, 'Save current project?')).toEqual({ flag: true });

    await ask('Save current changes?');
    await (await dialogNamed(page, 'Project')).getByRole('button', { name: 'No' }).click();
    await expect.poll(() => outcome(page, 'Save current changes?')).toEqual({ flag: false });
  });
});

test.describe('loader', () => {
  test('shows message and percentage, is persistent, and is force-reset after 60 s', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.clock.install();
    await openApp(page);

    const loader = (state: LoaderState, fn: 'showLoader' | 'updateLoader') =>
      page.evaluate(({ state, fn }) => void (window as unknown as E2EWindow).__arredoE2E.dialogs[fn](state), {
        state,
        fn,
      });
    await loader({ message: 'Saving project', percentage: 0.2 }, 'showLoader');
    const dialog = page.getByTestId('dialog-loader');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('dialog-loader-message')).toHaveText('Saving project');
    await expect(dialog.getByTestId('dialog-loader-percentage')).toHaveText('20%');
    await loader({ message: 'Generating views', percentage: 0.4 }, 'updateLoader');
    await expect(dialog.getByTestId('dialog-loader-percentage')).toHaveText('40%');
    await expect(dialog.getByTestId('dialog-loader-message')).toHaveText('Generating views');
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect((await box(dialog)).width).toBeCloseTo(400, 0);
    await page.screenshot({ path: `${SHOTS}/loader.png` });

    // Persistent: no close button, Esc and outside click do nothing.
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(20, 20);
    await expect(dialog).toBeVisible();

    // Freeze page time, then show again (restarting the 60 s) and jump: exact, and no minute of waiting.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await loader({ message: 'Generating report', percentage: 0.6 }, 'showLoader');
    await page.clock.fastForward(59_999);
    await expect(dialog.getByTestId('dialog-loader-percentage')).toHaveText('60%');
    expect(logs).not.toContain('Kill loader by timeout');
    await page.clock.fastForward(1);
    await expect(dialog).toHaveAttribute('data-state', 'closed');
    await expect.poll(() => logs).toContain('Kill loader by timeout');
    await page.clock.resume();
    await expect(dialog).toHaveCount(0, { timeout: 10_000 });

    // The line reached the app's log list: Ctrl+Alt+S opens /logs (spec 2).
    await page.keyboard.press('Control+Alt+KeyS');
    await expect(page).toHaveURL(/\/logs/);
    await expect(page.getByTestId('log-entry').filter({ hasText: 'Kill loader by timeout' })).toHaveCount(1);
  });
});
