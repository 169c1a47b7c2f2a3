// Monitoring (spec 7): with a key and a host other than localhost, page loads, route changes and
// errors go to the configured endpoint as OpenTelemetry traces (OTLP over HTTP); without a key the
// app logs 'INSTANA KEY NOT PRESENT'. The SDK is its own chunk, loaded only when it will send.
import { logger } from '../../state/logs';

export const NO_KEY_MESSAGE = 'INSTANA KEY NOT PRESENT';
/** Spec-free default: the collector behind the app's own origin (no CORS, no extra connect-src). */
export const DEFAULT_OTLP_PATH = '/otlp/v1/traces';

export interface MonitoringConfig {
  key: string;
  endpoint?: string;
}

export type MonitoringPlan =
  { send: false; reason: 'no-key' | 'localhost' } | { send: true; key: string; endpoint: string };

/** Whether and where to send: the key and the host decide (spec 7), the endpoint is the config's. */
export function monitoringPlan(
  config: MonitoringConfig,
  location: { hostname: string; origin: string },
): MonitoringPlan {
  const key = config.key.trim();
  if (!key) return { send: false, reason: 'no-key' };
  if (location.hostname === 'localhost') return { send: false, reason: 'localhost' };
  const endpoint = new URL(config.endpoint?.trim() || DEFAULT_OTLP_PATH, location.origin).href;
  return { send: true, key, endpoint };
}

/** What route changes are read from: the router's subscribe (react-router's data router fits). */
export interface RouteSource {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

export async function startMonitoring(
  config: MonitoringConfig,
  router: RouteSource,
  target: Window = window,
): Promise<void> {
  const plan = monitoringPlan(config, target.location);
  if (!plan.send) {
    if (plan.reason === 'no-key') logger.info(NO_KEY_MESSAGE);
    return;
  }
  try {
    const { startTracing } = await import('./otel');
    startTracing(plan, router, target);
  } catch (error) {
    // Monitoring never stops the app.
    logger.warn('Monitoring not started', (error as Error).message);
  }
}
