// Test helpers of the API client: replies in the shapes the server answers with (the client checks
// them against core's schemas), and a transport that records every call.
import type { CallOptions, HttpMethod, Transport } from './transport';
import type { MaintenanceReply, ProfileReply, ReportReply, SessionReply } from './types';

/** A session reply as the server sends it; `profile` overrides the seller's defaults. */
export function sessionReply(
  profile: Partial<ProfileReply> = {},
  session: Partial<Omit<SessionReply, 'profile'>> = {},
): SessionReply {
  const kind = profile.kind ?? 'pro';
  return {
    sessionId: 's',
    expiresAt: '2030-01-01T00:00:00.000Z',
    user: { guest: kind === 'guest', sellerLevel: 0, shops: [] },
    ...session,
    profile: {
      kind,
      guest: kind === 'guest',
      admin: false,
      gdprFlags: '1;1;1;1',
      username: kind === 'guest' ? null : 'seller2',
      sellerLevel: 0,
      language: 'en',
      customerEmail: null,
      email: null,
      shop: {
        cod: 'ZURICH',
        country: 'CH',
        pricelist: 'RETAIL-CHF',
        shopPricelist: 'RETAIL-CHF',
        currency: 'CHF',
      },
      ...profile,
    },
  };
}

/** The maintenance status as the server sends it: none booked unless `booking` says otherwise. */
export function maintenanceReply(booking: Partial<MaintenanceReply> = {}): MaintenanceReply {
  return {
    startDateTimeUTC: null,
    endDateTimeUTC: null,
    isMaintenance: false,
    active: false,
    completed: false,
    ...booking,
  };
}

export const REPORT_REPLY: ReportReply = {
  url: '/api/v1/reports/a/order_merge.pdf',
  fileName: 'order_merge.pdf',
};

/** What the server answers at `path`, in the shape the client checks (an empty object elsewhere). */
export function validReply(method: HttpMethod, path: string): unknown {
  if (/^auth\/(login|guest|session|refresh|rsa|identity|password-reset|guest-register)$/.test(path)) {
    return sessionReply();
  }
  if (/^profile\/(language|gdpr|email|price-list)$/.test(path)) return sessionReply();
  if (path === 'profile/price-lists') return { current: 'L1', shopDefault: 'L1', lists: [] };
  if (path.startsWith('maintenance')) return maintenanceReply({ completed: path === 'maintenance/end' });
  if (path === 'notifications' && method === 'GET') return { notifications: [] };
  if (/(^reports(\/devexpress)?|\/offer-pdf)$/.test(path)) return REPORT_REPLY;
  if (path.endsWith('/photos')) return { urlpic: '/api/v1/photos/1', fileName: 'a.jpg', photos: [] };
  if (path === 'promotions/shop' || (path === 'admin/promotions' && method === 'GET'))
    return { campaigns: [] };
  if (path.startsWith('admin/promotions')) return CAMPAIGN_REPLY;
  return {};
}

const CAMPAIGN_REPLY = {
  id: 1,
  cod: 'SPRING',
  des: '',
  percent: '10',
  catalogs: [],
  validFrom: '2026-01-01',
  validTo: null,
};

export type Call = [HttpMethod, string, CallOptions | undefined];

/** A transport that records every JSON call and answers with `answer` (a thrown Error rejects). */
export function recordingTransport(answer: (method: HttpMethod, path: string) => unknown = validReply): {
  calls: Call[];
  transport: Transport;
} {
  const calls: Call[] = [];
  const transport: Transport = {
    url: (path) => `http://h/api/v1/${path}`,
    json: async <T>(method: HttpMethod, path: string, options?: CallOptions) => {
      calls.push([method, path, options]);
      const reply = answer(method, path);
      if (reply instanceof Error) throw reply;
      return reply as T;
    },
    text: async () => '',
    blob: async () => new Blob(),
    upload: async <T>(path: string) => answer('POST', path) as T,
  };
  return { calls, transport };
}
