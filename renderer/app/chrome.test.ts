import { describe, expect, it } from 'vitest';
import { chromeFor, detectEmbed, formatUtc, isFramed, maintenanceNotice } from './chrome';
import { findRouteByName, standardRoutes } from './routes';

const route = (name: string) => findRouteByName(standardRoutes, name);
const standalone = detectEmbed(false, '');

describe('embedding', () => {
  it('reads the hide parameters, hide-loading only when framed', () => {
    expect(detectEmbed(true, '?hideHeader=1&hideLoading=true')).toEqual({
      embedded: true,
      hideHeader: true,
      hideLoading: true,
    });
    expect(detectEmbed(false, '?hideLoading=1')).toEqual({
      embedded: false,
      hideHeader: false,
      hideLoading: false,
    });
    expect(detectEmbed(true, '?hideHeader=0')).toMatchObject({ hideHeader: false });
  });

  it('detects framing, treating a throwing parent as framed', () => {
    const self = {} as Window;
    expect(isFramed({ self, top: self } as unknown as Window)).toBe(false);
    expect(isFramed({ self, top: {} } as unknown as Window)).toBe(true);
    const throwing = {
      self,
      get top(): Window {
        throw new Error('SecurityError');
      },
    };
    expect(isFramed(throwing as unknown as Window)).toBe(true);
  });
});

describe('header and footer rules', () => {
  it('hides both on home, openPDF-like bare routes, arWebView and resetpassword', () => {
    for (const name of ['home', 'arWebView', 'resetpassword', 'guestresetpassword']) {
      expect(chromeFor(route(name), standalone)).toEqual({ header: false, footer: false });
    }
  });
  it('hides the header only on rsalogin and gdprprivacy', () => {
    expect(chromeFor(route('rsalogin'), standalone)).toEqual({ header: false, footer: true });
    expect(chromeFor(route('gdprprivacy'), standalone)).toEqual({ header: false, footer: true });
  });
  it('shows both elsewhere; embedded hides the footer, hideHeader hides the header', () => {
    expect(chromeFor(route('itemsearch'), standalone)).toEqual({ header: true, footer: true });
    expect(chromeFor(route('itemsearch'), detectEmbed(true, ''))).toEqual({ header: true, footer: false });
    expect(chromeFor(route('itemsearch'), detectEmbed(true, '?hideHeader=1'))).toEqual({
      header: false,
      footer: false,
    });
  });
});

describe('maintenance notice', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  it('shows active maintenance', () => {
    expect(
      maintenanceNotice({ isMaintenance: true, startDateTimeUTC: null, endDateTimeUTC: null }, now),
    ).toEqual({
      kind: 'active',
    });
  });
  it('shows a booking until it ends, nothing when cancelled or over', () => {
    const booking = {
      isMaintenance: false,
      startDateTimeUTC: '2030-01-01T22:00:00Z',
      endDateTimeUTC: '2030-01-02T02:00:00Z',
    };
    expect(maintenanceNotice(booking, now)).toMatchObject({ kind: 'booked' });
    expect(maintenanceNotice(booking, new Date('2030-01-02T03:00:00Z'))).toBeNull();
    expect(
      maintenanceNotice({ isMaintenance: false, startDateTimeUTC: null, endDateTimeUTC: null }, now),
    ).toBeNull();
    expect(maintenanceNotice({ ...booking, endDateTimeUTC: 'soon' }, now)).toBeNull();
  });
  it('formats UTC times as DD/MM/YYYY HH:mm', () => {
    expect(formatUtc('2030-01-02T02:05:00Z')).toBe('02/01/2030 02:05');
  });
});
