// Events for integrators beyond spec 7: pricesChanged and partsChanged after each repricing, each with the
// hash of its content so a host (and the transport itself) can skip one it has already seen.
import type { ProjectTotals, RepriceResult } from '../pricing/reprice';
import { canonicalJson, jsonHash } from './hash';
import type { JsonValue } from './host';
import { AppMessages, type HostReply } from './messages';

export type ChangeEventKind = typeof AppMessages.pricesChanged | typeof AppMessages.partsChanged;

/** pricesChanged's content: the project totals as decimal text (never binary floats) and the currency. */
export type PriceSummary = { currency: string } & Pick<
  ProjectTotals,
  'totalGoods' | 'goodsAfterDiscount' | 'totalServices' | 'totVatE' | 'vat' | 'totVatI' | 'generalTotal'
>;

/** partsChanged's content: each priced row's ERP lines (what is ordered), without prices. */
export type PartList = {
  rows: { uniqueid: string | number; catalog: string; lines: { level: number; cod: string; qt: string }[] }[];
};

export function priceSummary(result: RepriceResult, currency: string): PriceSummary {
  const { totals } = result;
  return {
    currency,
    totalGoods: totals.totalGoods,
    goodsAfterDiscount: totals.goodsAfterDiscount,
    totalServices: totals.totalServices,
    totVatE: totals.totVatE,
    vat: totals.vat,
    totVatI: totals.totVatI,
    generalTotal: totals.generalTotal,
  };
}

export function partList(result: RepriceResult): PartList {
  return {
    rows: result.rows.map((row) => ({
      uniqueid: row.uniqueid,
      catalog: row.catalog,
      lines: row.lines.map((line) => ({ level: line.level, cod: line.cod, qt: line.qt })),
    })),
  };
}

/**
 * A change event: `msg` is the content's canonical JSON and `hash` its SHA-256 (hash.ts), so
 * `hash === sha256(utf8(msg))` and equal content always gives the same hash.
 */
export function changeEvent(kind: ChangeEventKind, content: JsonValue): HostReply {
  return { status: 0, action: kind, msg: canonicalJson(content), hash: jsonHash(content) };
}

/**
 * Remembers the last hash sent of each kind and gives an event only when the content changed: a
 * repricing that changes nothing (a re-render, an undo followed by redo) sends nothing.
 */
export class ChangeEvents {
  readonly #last = new Map<ChangeEventKind, string>();

  /** The event to send, or null when the last one of this kind carried the same content. */
  next(kind: ChangeEventKind, content: JsonValue): HostReply | null {
    const event = changeEvent(kind, content);
    if (this.#last.get(kind) === event.hash) return null;
    this.#last.set(kind, event.hash!);
    return event;
  }

  /** Both events after a repricing, those that changed. */
  afterReprice(result: RepriceResult, currency: string): HostReply[] {
    const events = [
      this.next(AppMessages.pricesChanged, priceSummary(result, currency)),
      this.next(AppMessages.partsChanged, partList(result)),
    ];
    return events.filter((event): event is HostReply => event !== null);
  }

  /** Forgets what was sent (a new host connection should get the current state again). */
  reset(): void {
    this.#last.clear();
  }
}
