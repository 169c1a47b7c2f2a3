import Fastify from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installTracing, tracerProvider, tracesEndpoint } from './tracing';

interface Received {
  path: string;
  type: string | undefined;
  body: {
    resourceSpans: {
      resource: { attributes: { key: string; value: { stringValue?: string } }[] };
      scopeSpans: {
        spans: {
          name: string;
          attributes: { key: string; value: { intValue?: number | string } }[];
          status?: { code?: number };
        }[];
      }[];
    }[];
  };
}

describe('server traces', () => {
  let collector: Server;
  let url: string;
  const received: Received[] = [];
  beforeAll(async () => {
    collector = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          type: request.headers['content-type'],
          body: JSON.parse(text),
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((done) => collector.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => collector.close(() => done())));

  it('reads the collector from the standard environment', () => {
    expect(tracesEndpoint({})).toBeNull();
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318/' })).toBe('http://c:4318/v1/traces');
    expect(
      tracesEndpoint({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://t/x',
      }),
    ).toBe('http://t/x');
  });

  it('sends a span per request, named by route, with its status, to the collector', async () => {
    const app = Fastify();
    installTracing(app, tracerProvider(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: url })!));
    app.get('/api/v1/things/:id', async () => ({ ok: true }));
    app.get('/api/v1/broken', async () => {
      throw new Error('broken on purpose');
    });
    await app.ready();
    expect((await app.inject('/api/v1/things/42')).statusCode).toBe(200);
    expect((await app.inject('/api/v1/broken')).statusCode).toBe(500);
    await app.close(); // flushes the batch
    expect(received.map((r) => r.path)).toEqual(['/v1/traces']);
    expect(received[0]!.type).toContain('application/json');
    const [resourceSpans] = received[0]!.body.resourceSpans;
    expect(resourceSpans!.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'arredo-server' },
    });
    const spans = resourceSpans!.scopeSpans.flatMap((s) => s.spans);
    expect(spans.map((s) => s.name).sort()).toEqual(['GET /api/v1/broken', 'GET /api/v1/things/:id']);
    const status = (name: string) =>
      Number(
        spans.find((s) => s.name === name)!.attributes.find((a) => a.key === 'http.response.status_code')
          ?.value.intValue,
      );
    expect(status('GET /api/v1/things/:id')).toBe(200);
    expect(status('GET /api/v1/broken')).toBe(500);
    expect(spans.find((s) => s.name === 'GET /api/v1/broken')!.status?.code).toBe(2);
  });
});
