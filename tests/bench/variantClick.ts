// A variant click as a user makes it, timed in the page: a real pointer click (Chromium's input
// pipeline: move, press, release, hit test, focus) on a value button of the configurator panel,
// until the frame that paints the new row price. Shared by the quoting bench and its dev profile.
import type { Page } from 'playwright-core';

/** One click's timings (ms), all read in the page from the click event's own time stamp. */
export interface ClickTiming {
  /** The release (the click event's time stamp) to the end of the main thread's frame with the new price. */
  wall: number;
  /**
   * The same from the first frame that began after the click, i.e. without the wait for the display's
   * next frame (0-16.7 ms, set by the click's phase against the 60 Hz frame, not by the app). One
   * frame's work when the first frame shows the price; a price painted a frame later adds a period.
   */
  fromFrame: number;
  /** The new price was committed before the first frame after the click ran, so that frame painted it. */
  firstFrame: boolean;
}

/** Arms the page for the next click: marks 'click:<mark>:start' at its release when mark >= 0. */
function arm(page: Page, mark: number): Promise<void> {
  return page.evaluate((mark) => {
    const price = document.querySelector('[data-testid="row-price"]')!;
    const before = price.textContent;
    const probe = window as unknown as { __clickTiming?: Promise<unknown> };
    probe.__clickTiming = new Promise((resolve, reject) => {
      let clickAt = -1;
      let frameAt = -1;
      let changed = false;
      let firstFrame: boolean | null = null;
      // Capture listeners on window run before the app's (React listens on its root element).
      window.addEventListener(
        'pointerup',
        () => {
          if (mark >= 0) performance.mark(`click:${mark}:start`);
        },
        { capture: true, once: true },
      );
      window.addEventListener(
        'click',
        (event) => {
          clickAt = event.timeStamp;
          // Animation-frame callbacks run at the start of a frame, before its style, layout and
          // paint, and receive the frame's begin time: the first frame that began after the click.
          requestAnimationFrame((frameTime) => {
            frameAt = frameTime;
            firstFrame = changed;
          });
        },
        { capture: true, once: true },
      );
      const timer = setTimeout(() => reject(new Error('price did not change')), 10_000);
      const observer = new MutationObserver(() => {
        if (price.textContent === before) return;
        changed = true;
        observer.disconnect();
        // The next frame's callbacks, then a task: that frame's style, layout and paint are done.
        requestAnimationFrame(() =>
          setTimeout(() => {
            clearTimeout(timer);
            if (mark >= 0) performance.mark(`click:${mark}:end`);
            const end = performance.now();
            resolve({
              wall: end - clickAt,
              fromFrame: end - Math.max(clickAt, frameAt),
              firstFrame: firstFrame === true,
            });
          }, 0),
        );
      });
      observer.observe(price, { childList: true, characterData: true, subtree: true });
    });
  }, mark);
}

/** How long a finger holds the button down in a click (a quick click is 50-100 ms). */
const HOLD_MS = 60;

/**
 * Clicks the value `value` of the variable FRONT with the mouse as a user does (onto the button,
 * a pause, press, hold, release: each its own input task, as from a real mouse) and resolves its
 * timings once the new price is painted. `mark` >= 0 marks the window for a trace from the release
 * ('click:<mark>:start' / ':end').
 */
export async function clickVariant(page: Page, value: string, mark = -1): Promise<ClickTiming> {
  const button = page.locator(`[data-testid="variable-FRONT"] button[data-value="${value}"]`);
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`value ${value} is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await pauseBetweenClicks(page);
  await arm(page, mark);
  await page.mouse.down();
  await page.waitForTimeout(HOLD_MS);
  await page.mouse.up();
  return page.evaluate(() => (window as unknown as { __clickTiming: Promise<ClickTiming> }).__clickTiming);
}

/**
 * The pause between reaching a button and pressing it, as a seller's: longer than the hover's
 * frames, with a random part so that the clicks fall at every phase of the display's frame.
 */
function pauseBetweenClicks(page: Page): Promise<void> {
  return page.waitForTimeout(250 + Math.random() * 17);
}
