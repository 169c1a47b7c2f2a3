// The server's traces (spec 7, issue 23): one span per HTTP request, sent as OTLP/HTTP JSON to the
// collector the standard environment names (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else
// OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces; OTEL_EXPORTER_OTLP_HEADERS for its key). The browser's
// traces go to the same collector. Without either variable nothing is loaded.
import { SpanStatusCode, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';

export const SERVER_SERVICE_NAME = 'arredo-server';

/** The collector's traces address from the environment, or null when none is configured. */
export function tracesEndpoint(env: NodeJS.ProcessEnv = process.env): string | null {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : null;
}

export function tracerProvider(url: string, options: { delayMs?: number } = {}): TracerProvider {
  return new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': SERVER_SERVICE_NAME }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url }),
        scheduledDelayMillis: options.delayMs ?? 2000,
      }),
    ],
  });
}

const spans = new WeakMap<object, Span>();

/**
 * A span per request, named by method and route pattern (never the raw path: ids and codes would
 * make every request its own name), with the status code; 5xx and thrown errors mark it failed.
 * Closing the app flushes what is batched.
 */
export function installTracing(app: FastifyInstance, provider: TracerProvider): void {
  const tracer = provider.getTracer(SERVER_SERVICE_NAME);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url ?? 'unmatched';
    spans.set(
      request,
      tracer.startSpan(`${request.method} ${route}`, {
        attributes: { 'http.request.method': request.method, 'http.route': route },
      }),
    );
  });
  app.addHook('onError', async (request, _reply, error) => {
    const span = spans.get(request);
    span?.recordException(error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  app.addHook('onClose', async () => {
    await provider.shutdown();
  });
}

/** Tracing as the environment configures it; false when it does not. */
export function installTracingFromEnv(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): boolean {
  const url = tracesEndpoint(env);
  if (!url) return false;
  installTracing(app, tracerProvider(url));
  return true;
}
