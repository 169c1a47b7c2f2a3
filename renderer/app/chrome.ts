import { formatDayTime } from '../../core/locale/format';
import type { EmbedState, Maintenance } from '../state/app';
import type { RouteDef } from './routes';

/**
 * Query parameters a host page may add when it embeds the app in an iframe:
 *   hideHeader=1   hide the header (the parent's embedded data may also ask for it later)
 *   hideLoading=1  while loading, show the plain hide-loading overlay instead of the spinner
 * (`true` is accepted as well as `1`.)
 */
export const EMBED_PARAMS = { hideHeader: 'hideHeader', hideLoading: 'hideLoading' } as const;

const flag = (params: URLSearchParams, name: string) => ['1', 'true'].includes(params.get(name) ?? '');

/** How the app is hosted; `isFramed` is window.self !== window.top. */
export function detectEmbed(isFramed: boolean, search: string): EmbedState {
  const params = new URLSearchParams(search);
  return {
    embedded: isFramed,
    hideHeader: flag(params, EMBED_PARAMS.hideHeader),
    hideLoading: isFramed && flag(params, EMBED_PARAMS.hideLoading),
  };
}

/** True inside an iframe; a cross-origin parent that throws on access counts as framed. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** Spec 2: header hidden on bare routes and when the host asks; footer hidden on bare routes and when embedded. */
export function chromeFor(
  route: RouteDef | undefined,
  embed: EmbedState,
): { header: boolean; footer: boolean } {
  return {
    header: (route?.header ?? true) && !embed.hideHeader,
    footer: (route?.footer ?? true) && !embed.embedded,
  };
}

export type MaintenanceNotice = { kind: 'active' } | { kind: 'booked'; start: string; end: string } | null;

/** The banner to show: active maintenance, or a booking that has not ended yet. */
export function maintenanceNotice(maintenance: Maintenance, now: Date): MaintenanceNotice {
  if (maintenance.isMaintenance) return { kind: 'active' };
  const { startDateTimeUTC: start, endDateTimeUTC: end } = maintenance;
  if (!start || !end) return null;
  const endTime = Date.parse(end);
  if (Number.isNaN(endTime) || Number.isNaN(Date.parse(start)) || endTime <= now.getTime()) return null;
  return { kind: 'booked', start, end };
}

/** 2030-01-01T22:00:00Z -> "01/01/2030 22:00" ("01.01.2030 22:00" in German), in UTC. */
export function formatUtc(iso: string, language = 'en'): string {
  return formatDayTime(iso, language, 'UTC');
}
