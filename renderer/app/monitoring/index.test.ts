import { describe, expect, it } from 'vitest';
import { logsAtom } from '../../state/logs';
import { store } from '../../state/store';
import { DEFAULT_OTLP_PATH, NO_KEY_MESSAGE, monitoringPlan, startMonitoring } from './index';

const at = (href: string) => {
  const url = new URL(href);
  return { hostname: url.hostname, origin: url.origin };
};

describe('monitoring', () => {
  it('sends only with a key and a host other than localhost', () => {
    expect(monitoringPlan({ key: '' }, at('https://shop.example.com/home'))).toEqual({
      send: false,
      reason: 'no-key',
    });
    expect(monitoringPlan({ key: 'K' }, at('http://localhost:8181/home'))).toEqual({
      send: false,
      reason: 'localhost',
    });
    expect(monitoringPlan({ key: ' K ' }, at('https://shop.example.com/home'))).toEqual({
      send: true,
      key: 'K',
      endpoint: `https://shop.example.com${DEFAULT_OTLP_PATH}`,
    });
    expect(
      monitoringPlan(
        { key: 'K', endpoint: 'https://collector.example.com/v1/traces' },
        at('http://127.0.0.1:8181/'),
      ),
    ).toMatchObject({ send: true, endpoint: 'https://collector.example.com/v1/traces' });
  });

  it("logs 'INSTANA KEY NOT PRESENT' without a key, and loads nothing", async () => {
    const router = { state: { location: { pathname: '/home' } }, subscribe: () => () => {} };
    const target = { location: new URL('https://shop.example.com/home') } as unknown as Window;
    await startMonitoring({ key: '' }, router, target);
    expect(store.get(logsAtom).map((entry) => entry.message)).toContain(NO_KEY_MESSAGE);
  });
});
