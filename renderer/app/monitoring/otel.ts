// The OpenTelemetry side of monitoring (index.ts loads it only when it sends): one tracer, spans for
// the page load, each route change and each error, batched to the endpoint as OTLP/HTTP JSON.
import { SpanStatusCode, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { RouteSource } from './index';

export const SERVICE_NAME = 'arredo-web';

function pageLoad(tracer: Tracer, target: Window): void {
  const [navigation] = target.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const origin = target.performance.timeOrigin;
  const span = tracer.startSpan('page load', {
    startTime: origin,
    attributes: {
      'url.path': target.location.pathname,
      'user_agent.original': target.navigator.userAgent,
      ...(navigation
        ? {
            'page.dom_content_loaded_ms': Math.round(navigation.domContentLoadedEventEnd),
            'page.load_ms': Math.round(navigation.loadEventEnd || navigation.duration),
          }
        : {}),
    },
  });
  span.end(origin + (navigation?.loadEventEnd || target.performance.now()));
}

export function startTracing(
  plan: { key: string; endpoint: string },
  router: RouteSource,
  target: Window,
): { provider: TracerProvider; stop(): void } {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': SERVICE_NAME,
      'url.domain': target.location.hostname,
    }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: plan.endpoint, headers: { 'x-instana-key': plan.key } }),
        // Small batches soon: a page may be closed a few seconds after it opened.
        scheduledDelayMillis: 1000,
        maxExportBatchSize: 64,
      }),
    ],
  });
  const tracer = provider.getTracer(SERVICE_NAME);
  pageLoad(tracer, target);

  let path = router.state.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    const next = state.location.pathname;
    if (next === path) return;
    tracer.startSpan('route change', { attributes: { 'url.path': next, 'route.from': path } }).end();
    path = next;
  });

  const failed = (error: unknown, kind: string) => {
    const span = tracer.startSpan('error', { attributes: { 'error.kind': kind, 'url.path': path } });
    const exception = error instanceof Error ? error : new Error(String(error));
    span.recordException(exception);
    span.setStatus({ code: SpanStatusCode.ERROR, message: exception.message });
    span.end();
  };
  const onError = (event: ErrorEvent) => failed(event.error ?? event.message, 'error');
  const onRejection = (event: PromiseRejectionEvent) => failed(event.reason, 'unhandledrejection');
  // Whatever is batched goes when the page is hidden (tab switched, closed).
  const onHidden = () => target.document.visibilityState === 'hidden' && void provider.forceFlush();
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.document.addEventListener('visibilitychange', onHidden);
  return {
    provider,
    stop: () => {
      unsubscribe();
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      target.document.removeEventListener('visibilitychange', onHidden);
      void provider.shutdown();
    },
  };
}
