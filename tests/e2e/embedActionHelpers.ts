// What the suites that send host actions from a parent page share (embed-project-journey,
// embed-logins, embed-catalogs): the seed accounts they log in with, a request/reply round trip
// with a fresh requestId, the shapes of spec 8's replies, and opening the shop page that embeds the app.
import { expect, type Page } from '@playwright/test';
import { appLoaded, request } from './embedHelpers';

export const SELLER5 = { id: 'MILANO', user: 'seller5', password: 'arredo-seller5' };
export const ADMIN = { id: 'HQ', user: 'admin', password: 'arredo-admin' };

let sequence = 0;
/** A requestId no earlier message of this worker used. */
export function nextRequestId(): number {
  sequence += 1;
  return sequence;
}

/** Sends an action from the parent and resolves with its reply (a fresh requestId each time). */
export async function send(page: Page, action: string, data?: unknown): Promise<Record<string, unknown>> {
  const requestId = nextRequestId();
  const message = data === undefined ? { action, requestId } : { action, requestId, data };
  const reply = await request(page, message, 90_000);
  if (reply === 'timeout') {
    await page.screenshot({ path: `test-results/embed/no-reply-to-${action}.png` });
    throw new Error(`no reply to ${action}`);
  }
  expect(reply.requestId).toBe(requestId);
  const { requestId: _id, ...rest } = reply;
  return rest;
}

export const refused = (action: string, msg: string) => ({ status: 1, action, msg });
export const done = (action: string, msg: string) => ({ status: 0, action, msg });

/** Opens the parent page (origin `parent`) and waits for 'APP loaded' and the start-up guest session. */
export async function openParent(page: Page, parent: string): Promise<void> {
  await page.goto(`${parent}/shop/kitchen`);
  await appLoaded(page);
  await expect(page.frameLocator('#app').getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
}
