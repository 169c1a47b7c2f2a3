import { expect, test, type Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { appLoaded, request, parentPagesOfFile } from './embedHelpers';

// The protocol under hostile traffic, in Chromium against the real app: a parent page on another origin
// posts 100,000 random and malformed messages. The protocol's speed is in tests/bench/embed.bench.ts.

test.describe.configure({ timeout: 300_000 });

const pages = parentPagesOfFile();

async function openParent(page: Page): Promise<void> {
  await page.goto(`${pages.parent}/shop/kitchen`);
  await appLoaded(page);
  await expect(page.frameLocator('#app').getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
}

interface FuzzOutcome {
  posted: number;
  protocolMessages: number;
  replies: number;
  badReplies: unknown[];
  /** Replies to messages that are not protocol messages (must be none). */
  strayReplies: number;
  missing: number;
  ms: number;
}

/**
 * Runs in the parent page: a seeded generator draws messages (known and unknown actions, fields of the
 * wrong type or missing, 1 MB strings, '__proto__' / 'constructor' / 'prototype' keys as JSON text,
 * arrays, null, numbers, JSON that does not parse), posts them in batches and checks each reply.
 * Protocol messages carry requestId 'f<n>', others 'n<n>': no 'n' reply may come back.
 */
async function fuzz(page: Page, total: number, batch: number): Promise<FuzzOutcome> {
  return page.evaluate(
    async ([total, batch]) => {
      let seed = 0x2f6e2b1;
      const next = () => {
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        return (seed >>> 0) / 4294967296;
      };
      const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
      const huge = 'x'.repeat(1024 * 1024);
      const actions = [
        'changeVariant',
        'getJsonProject',
        'insertArticle',
        'loadGallery',
        'navigateTo',
        'openGallery',
        'openProject',
        'saveProject',
        'saveTranslations',
        'takePicture',
        'setLang',
        'setModel',
        'login',
        'goTo',
        'save',
        'generateOffer',
        'configure',
        'loadCatalog',
        'teleport',
        '__proto__',
        'constructor',
        'toString',
        'hasOwnProperty',
        '',
        ' setModel',
        'SETMODEL',
      ];
      const fields = [
        'catalog',
        'model',
        'classification',
        'article',
        'idGallery',
        'varCod',
        'varVal',
        'page',
        'params',
        'lang',
        'translations',
        'id',
        'boxid',
        'project',
        'description',
        'width',
        'height',
        'key',
        'guest',
        'user',
        'password',
        'side',
        'header',
      ];
      // Valid codes only where they cannot start a flow that waits for a person (no model, no gallery).
      const values = (): unknown =>
        pick<() => unknown>([
          () => 'KITCHEN',
          () => 'kitchen',
          () => 'NOPE',
          () => '',
          () => '   ',
          () => 'home',
          () => 'it',
          () => 'fr',
          () => 'd',
          () => '12',
          () => '-1',
          () => '1e400',
          () => 'configuratorFrame',
          () => 'closetool',
          () => 'a/b/c//d',
          () => '<img src=x onerror=alert(1)>',
          () => '\u0000\uffff',
          () => 0,
          () => -1,
          () => 1.5,
          () => Number.MAX_SAFE_INTEGER,
          () => 2 ** 53 + 1,
          () => NaN,
          () => Infinity,
          () => true,
          () => false,
          () => null,
          () => [],
          () => [1, 'a', null],
          () => ({}),
          () => ({ nested: { deeper: [{}] } }),
          () => ({ hello: 3 }),
          () => ({ hello: 'ciao' }),
          () => (next() < 0.02 ? huge : 'short'),
          () => 'x'.repeat(200),
        ])();
      const message = (i: number): { raw: unknown; protocol: boolean } => {
        const roll = next();
        const requestId = `f${i}`;
        if (roll < 0.04)
          return { raw: pick([null, 42, true, [], 'not json', '{"broken":', '']), protocol: false };
        if (roll < 0.07)
          return {
            raw: { action: pick([42, null, {}, ['a'], 'x'.repeat(65)]), requestId: `n${i}` },
            protocol: false,
          };
        if (roll < 0.09) return { raw: { type: 'webpackHotUpdate', requestId: `n${i}` }, protocol: false };
        const action = pick(actions);
        const data: Record<string, unknown> = {};
        const count = Math.floor(next() * 5);
        for (let k = 0; k < count; k += 1) data[pick(fields)] = values();
        if (roll < 0.15) {
          // Prototype keys, as only JSON text (or a null-prototype object) can carry them as own keys.
          const key = pick(['__proto__', 'constructor', 'prototype']);
          const text = `{"action":${JSON.stringify(action)},"requestId":"${requestId}","data":{"${key}":{"polluted":true},"translations":{"${key}":"x"},"lang":"it"},"${key}":{"polluted":true}}`;
          return { raw: text, protocol: true };
        }
        if (roll < 0.2) return { raw: JSON.stringify({ action, requestId, ...data }), protocol: true };
        if (roll < 0.55) return { raw: { action, requestId, ...data }, protocol: true };
        return {
          raw: { action, requestId, data: next() < 0.9 ? data : pick([null, 'data', 7, []]) },
          protocol: true,
        };
      };

      const started = performance.now();
      const app = document.getElementById('app') as HTMLIFrameElement;
      const origin = new URL(app.src).origin;
      const expected = new Set<string>();
      const badReplies: unknown[] = [];
      let replies = 0;
      let strayReplies = 0;
      let waiting: (() => void) | null = null;
      (window as unknown as { quiet: boolean }).quiet = true;
      const onMessage = (event: MessageEvent) => {
        const data = event.data as { requestId?: unknown; status?: unknown; msg?: unknown } | null;
        const id = data?.requestId;
        if (typeof id !== 'string') return;
        if (id.startsWith('n')) strayReplies += 1;
        if (!expected.delete(id)) return;
        replies += 1;
        if ((data!.status !== 0 && data!.status !== 1) || typeof data!.msg !== 'string') {
          if (badReplies.length < 10) badReplies.push(data);
        }
        if (expected.size === 0) waiting?.();
      };
      addEventListener('message', onMessage);
      let protocolMessages = 0;
      for (let start = 0; start < total; start += batch) {
        for (let i = start; i < Math.min(total, start + batch); i += 1) {
          const { raw, protocol } = message(i);
          if (protocol) {
            expected.add(`f${i}`);
            protocolMessages += 1;
          }
          app.contentWindow!.postMessage(raw, origin);
        }
        if (expected.size > 0) {
          await new Promise<void>((resolve) => {
            waiting = resolve;
            setTimeout(resolve, 60_000);
          });
        }
        if (expected.size > 0) break;
      }
      removeEventListener('message', onMessage);
      (window as unknown as { quiet: boolean }).quiet = false;
      return {
        posted: total,
        protocolMessages,
        replies,
        badReplies,
        strayReplies,
        missing: expected.size,
        ms: performance.now() - started,
      };
    },
    [total, batch] as const,
  );
}

test('100,000 random and malformed messages: no error in the app, every reply well formed, still answering', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openParent(page);
  const outcome = await fuzz(page, 100_000, 2_000);
  console.log(
    `fuzz: ${outcome.posted} messages (${outcome.protocolMessages} protocol messages) in ${(outcome.ms / 1000).toFixed(1)} s; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  expect(outcome.badReplies).toEqual([]);
  expect(outcome.missing).toBe(0);
  expect(outcome.replies).toBe(outcome.protocolMessages);
  expect(outcome.strayReplies).toBe(0);
  expect(errors).toEqual([]);
  // Nothing reached a prototype, and the app still answers.
  const appFrame = await (await page.locator('#app').elementHandle())!.contentFrame();
  expect(
    await appFrame!.evaluate(() =>
      ['polluted', 'x'].filter((key) => key in Object.prototype || key in Array.prototype),
    ),
  ).toEqual([]);
  expect(
    await request(page, { action: 'navigateTo', requestId: 'after', data: { page: 'configuratorFrame' } }),
  ).toEqual({ status: 0, action: 'navigateTo', msg: 'Page chenged', requestId: 'after' });
  expect(await request(page, { action: 'setLang', requestId: 'lang', data: { lang: 'en' } })).toEqual({
    status: 0,
    action: 'setLang',
    msg: 'Language changed',
    requestId: 'lang',
  });
  await expect.poll(async () => new URL(appFrame!.url()).pathname).toBe('/configuratorFrame');
});
