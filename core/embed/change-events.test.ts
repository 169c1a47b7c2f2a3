import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { repriceProject } from '../pricing/reprice';
import { Project } from '../project/schema';
import { ChangeEvents, changeEvent, partList, priceSummary } from './change-events';

/** A one-row project priced by core/pricing, so the events carry what the renderer would send. */
const project = (qt: number, punit = '100.00') =>
  Project.parse({
    schemaVersion: 2,
    rows: [{ uniqueid: 'r1', catalog: 'KITCHEN', erp: [{ level: 0, cod: 'B1-600', qt, punit }] }],
    customerFields: { vat: '22' },
  });

describe('change events', () => {
  it('carry canonical JSON and its SHA-256: hash === sha256(msg)', () => {
    const event = changeEvent('pricesChanged', { b: '1.00', a: 'EUR' });
    expect(event).toEqual({
      status: 0,
      action: 'pricesChanged',
      msg: '{"a":"EUR","b":"1.00"}',
      hash: createHash('sha256').update('{"a":"EUR","b":"1.00"}').digest('hex'),
    });
  });

  it('price summary and part list come from a repricing, amounts as decimal text', () => {
    const result = repriceProject(project(2));
    expect(priceSummary(result, 'EUR')).toEqual({
      currency: 'EUR',
      totalGoods: '200.00',
      goodsAfterDiscount: '200.00',
      totalServices: '0.00',
      totVatE: '200.00',
      vat: '44.00',
      totVatI: '244.00',
      generalTotal: '200.00',
    });
    expect(partList(result)).toEqual({
      rows: [{ uniqueid: 'r1', catalog: 'KITCHEN', lines: [{ level: 0, cod: 'B1-600', qt: '2' }] }],
    });
  });

  it('are sent only when their content changed', () => {
    const events = new ChangeEvents();
    expect(events.afterReprice(repriceProject(project(2)), 'EUR').map((e) => e.action)).toEqual([
      'pricesChanged',
      'partsChanged',
    ]);
    // The same project again: nothing.
    expect(events.afterReprice(repriceProject(project(2)), 'EUR')).toEqual([]);
    // A price change without a part change: only pricesChanged.
    expect(events.afterReprice(repriceProject(project(2, '120.00')), 'EUR').map((e) => e.action)).toEqual([
      'pricesChanged',
    ]);
    // Another quantity changes both.
    const both = events.afterReprice(repriceProject(project(3, '120.00')), 'EUR');
    expect(both.map((e) => e.action)).toEqual(['pricesChanged', 'partsChanged']);
    expect(JSON.parse(both[0]!.msg)).toMatchObject({ totalGoods: '360.00' });
    // After reset (a new host connection) the current state is sent again.
    events.reset();
    expect(events.afterReprice(repriceProject(project(3, '120.00')), 'EUR')).toHaveLength(2);
  });
});
