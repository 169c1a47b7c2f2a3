import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { waitForApp } from './shellHelpers';

/** Where the sign-in suites save the screenshots a person should look at. */
export const SIGNIN_SHOTS = 'test-results/signin';

export const SELLER5 = { id: 'MILANO', user: 'seller5', password: 'arredo-seller5' };
export const SELLER2 = { id: 'ZURICH', user: 'seller2', password: 'arredo-seller2' };
export const ADMIN = { id: 'HQ', user: 'admin', password: 'arredo-admin' };
export const CUSTOMER = { id: 'WEB', user: 'customer@example.com', password: 'arredo-customer' };

/** An API client of the suite's server, logged in as `who` (its own session, cookie kept). */
export async function apiAs(baseURL: string, who: typeof SELLER5): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const reply = await api.post('/api/v1/auth/login', { data: who });
  expect(reply.status(), `login ${who.user}`).toBe(200);
  return api;
}

/** Opens the sign-in dialog from the header (or home's top bar) and signs in as a user does. */
export async function signInWithDialog(
  page: Page,
  who: { id: string; user: string; password: string },
  kind: 'pro' | 'customer' = 'pro',
): Promise<void> {
  await page.getByTestId('sign-in').click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  if (kind === 'customer') await dialog.getByRole('tab', { name: 'Customer' }).click();
  const form = dialog.getByTestId(`sign-in-${kind}`);
  await form.getByLabel(kind === 'customer' ? 'E-mail or user name' : 'User name').fill(who.user);
  await form.getByLabel('Password').fill(who.password);
  await form.getByLabel('Shop code').fill(who.id);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Opens `path` in a page whose context already holds a session. */
export async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByTestId('account-menu').first()).toBeVisible();
}
