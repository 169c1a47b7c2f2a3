// Every call of renderer/api/extras.ts hits a route the server documents (OpenAPI), with its method.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtrasApi } from '../../renderer/api/extras';
import type { HttpMethod, Transport } from '../../renderer/api/transport';
import { freshPgliteDataDir } from '../support/storage';
import { startExtrasApi, type ExtrasApi } from './app';

describe('extras client against the OpenAPI document', () => {
  let api: ExtrasApi;
  beforeAll(async () => {
    api = await startExtrasApi({ dataDir: await freshPgliteDataDir() });
  }, 60_000);
  afterAll(() => api?.close());

  it('uses only documented routes', async () => {
    const calls: string[] = [];
    const transport: Transport = {
      url: (path) => `/api/v1/${path}`,
      json: async <T>(method: HttpMethod, path: string) => {
        calls.push(`${method} /api/v1/${path}`);
        // A report's reply, the one shape the client checks among these calls.
        return { url: 'reports/1', fileName: 'offer.pdf' } as T;
      },
      text: async () => '',
      blob: async () => new Blob(),
      upload: async <T>() => ({}) as T,
    };
    const client = createExtrasApi(transport, async (url) => {
      calls.push(`POST ${url}`);
      return new Blob();
    });
    await client.offerPdf(1);
    await client.generateViews(1, 1);
    await client.saveViewMaker(1, 1, {});
    await client.views(1);
    await client.exportScene({ expKey: 'OBJ', jsonScene: { meshes: [] } });
    await client.printCleaner('s', 1, {});
    await client.designerUrl();
    await client.walls();
    const document = (await (await fetch(`${api.app.listeningOrigin}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      })),
    );
    expect(calls).toHaveLength(8);
    const undocumented = calls.filter((call) => {
      const [method, path] = call.split(' ') as [string, string];
      return !routes.some((route) => route.method === method && route.pattern.test(path));
    });
    expect(undocumented).toEqual([]);
  });
});
