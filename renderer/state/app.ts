import { atom } from './store';
import type { ConfigFile } from '../../core/config/schema';

/** The validated configuration file (null until loaded). */
export const configAtom = atom<ConfigFile | null>(null);

/** Server-provided translation overrides (saveTranslations), on top of the bundled i18n files. */
export const translationsAtom = atom<Record<string, Record<string, string>>>({});

/** A notification of the signed-in user (spec 7: listed, deleted by row id), newest first. */
export interface Notification {
  rowId: string;
  text: string;
  createdAt: string;
}
export const notificationsAtom = atom<readonly Notification[]>([]);

export interface CatalogSummary {
  cod: string;
  des: string;
  local?: boolean;
}
export const catalogsAtom = atom<readonly CatalogSummary[]>([]);

/** Maintenance (spec 3): booked (start and end), active, or none. */
export interface Maintenance {
  isMaintenance: boolean;
  startDateTimeUTC: string | null;
  endDateTimeUTC: string | null;
}
export const maintenanceAtom = atom<Maintenance>({
  isMaintenance: false,
  startDateTimeUTC: null,
  endDateTimeUTC: null,
});

/** Price increase coefficient: a non-numeric value becomes 1 (spec 5). */
export const pricesIncreaseAtom = atom<number>(1);

/** The names of the deployment's routes (standard and customer): screens link only to routes it has. */
export const routeNamesAtom = atom<readonly string[]>([]);

/** The loading overlay shows while this is on. */
export const loadingAtom = atom<boolean>(false);

/** How the app is hosted: in an iframe, and what the host asked for. */
export interface EmbedState {
  embedded: boolean;
  /** Query `hideHeader=1`, or the parent's embedded data. */
  hideHeader: boolean;
  /** Query `hideLoading=1` (embedded only). */
  hideLoading: boolean;
}
export const embedAtom = atom<EmbedState>({ embedded: false, hideHeader: false, hideLoading: false });

/** Set once the start-up session flow (guest login, autologin, maintenance) has finished: guards wait for it. */
export const sessionReadyAtom = atom<boolean>(false);
