import { expect, test, type Request } from '@playwright/test';
import { serveConfig, waitForApp } from './shellHelpers';

// Spec 7 monitoring (issue 23): with a key on a host other than localhost, the page load, a route
// change and an error reach the configured endpoint as OTLP/HTTP JSON from OpenTelemetry's SDK;
// without a key the app logs 'INSTANA KEY NOT PRESENT' and sends nothing.

interface OtlpSpan {
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
  status?: { code?: number; message?: string };
  events?: { name: string }[];
}
interface OtlpBody {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

const attribute = (span: { attributes: OtlpSpan['attributes'] }, key: string) =>
  span.attributes.find((a) => a.key === key)?.value.stringValue;

test("without a key the app logs 'INSTANA KEY NOT PRESENT' and sends nothing", async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const sent: Request[] = [];
  page.on('request', (request) => request.url().includes('/otlp') && sent.push(request));
  await page.goto('http://127.0.0.1:' + new URL(test.info().project.use.baseURL!).port + '/home');
  await waitForApp(page);
  await expect.poll(() => logged).toContain('INSTANA KEY NOT PRESENT');
  await page.waitForTimeout(1500);
  expect(sent).toEqual([]);
});

test('with a key, page load, route change and error reach the endpoint as OTLP', async ({ page }) => {
  test.setTimeout(60_000);
  await serveConfig(page, (file) => {
    file.monitoring = { key: 'e2e-key', endpoint: '/otlp-test/v1/traces' };
  });
  const spans: OtlpSpan[] = [];
  const resources: OtlpBody['resourceSpans'][number]['resource'][] = [];
  const keys: (string | undefined)[] = [];
  await page.route('**/otlp-test/v1/traces', async (route) => {
    const request = route.request();
    keys.push(request.headers()['x-instana-key']);
    expect(request.headers()['content-type']).toContain('application/json');
    const body = request.postDataJSON() as OtlpBody;
    for (const resourceSpans of body.resourceSpans) {
      resources.push(resourceSpans.resource);
      for (const scope of resourceSpans.scopeSpans) spans.push(...scope.spans);
    }
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  const port = new URL(test.info().project.use.baseURL!).port;
  await page.goto(`http://127.0.0.1:${port}/home`);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Item search' }).first().click();
  await expect(page).toHaveURL(/\/itemsearch/);
  // Both kinds of uncaught error: a thrown one (window 'error') and a rejected promise nobody handles.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('monitoring e2e thrown');
    });
    setTimeout(() => Promise.reject(new Error('monitoring e2e failure')));
  });

  await expect
    .poll(() => spans.map((s) => s.name), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['page load', 'route change', 'error']));
  expect(keys.every((key) => key === 'e2e-key')).toBe(true);
  expect(attribute(resources[0]!, 'service.name')).toBe('arredo-web');
  const load = spans.find((s) => s.name === 'page load')!;
  expect(attribute(load, 'url.path')).toBe('/home');
  const change = spans.find((s) => s.name === 'route change' && attribute(s, 'url.path') === '/itemsearch');
  expect(change && attribute(change, 'route.from')).toBe('/home');
  await expect.poll(() => spans.filter((s) => s.name === 'error').length, { timeout: 20_000 }).toBe(2);
  const errors = spans.filter((s) => s.name === 'error');
  const thrown = errors.find((s) => attribute(s, 'error.kind') === 'error')!;
  expect(thrown.status).toMatchObject({ code: 2, message: 'monitoring e2e thrown' });
  expect(attribute(thrown, 'url.path')).toBe('/itemsearch');
  const rejected = errors.find((s) => attribute(s, 'error.kind') === 'unhandledrejection')!;
  expect(rejected.status).toMatchObject({ code: 2, message: 'monitoring e2e failure' });
  for (const error of errors) expect(error.events?.map((e) => e.name)).toContain('exception');
});
