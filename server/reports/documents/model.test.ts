import { describe, expect, it } from 'vitest';
import { loadProject } from '../../../core/project/load';
import { buildCustomerDocument, handOf } from './model';
import { reportKind } from './names';
import { closetParts, cutList } from '../../../core/closet/parts';
import { toSaveData } from '../../../core/closet/areas';
import { panelLineText } from '../../../core/closet/messages';
import { closet } from '../../../core/closet/test-fixtures';

const shop = { name: 'Arredo Milano', lines: ['Via Roma 1'] };
const today = new Date('2026-03-02T10:00:00Z');

function project() {
  return loadProject({
    schemaVersion: 2,
    id: 42,
    des: 'Kitchen',
    rows: [
      {
        uniqueid: 'a',
        boxid: 7,
        catalog: 'K',
        cod: 'B1',
        var: 'WIDTH=600;HINGE=l',
        erp: [
          { level: 0, cod: 'B1', des: 'Base unit', qt: 1, punit: '100.00' },
          { level: 1, cod: 'HINGE-110', des: 'Hinge', qt: 2, punit: '5.00' },
        ],
      },
      { uniqueid: 'b', catalog: 'K', cod: 'W1', var: 'OPENING=R', erp: [] },
      { uniqueid: 'c', catalog: 'K', cod: 'TO', var: 'WIDTH=1200', erp: [] },
      { uniqueid: 'd', catalog: 'K', cod: 'X', var: 'HINGE=L', erp: [], skipBasket: true },
    ],
    customerFields: { rows: [{ uniqueid: 'a', qt: 3 }], notes: '', servicesRows: {}, catalogsRows: {} },
    orderaddress: [{ firstname: 'Giulia', surname: 'Rossi', city: 'Milano' }],
  });
}

describe('customer documents', () => {
  it('a report name selects its document in any case; any other name is the offer', () => {
    expect(reportKind('EtichettaCollo')).toBe('EtichettaCollo');
    expect(reportKind(' bomdettagliobox.repx ')).toBe('BOMDettaglioBox');
    expect(reportKind('501SX')).toBe('501Sx');
    expect(reportKind('OfferStandard')).toBe('offer');
    expect(reportKind(undefined)).toBe('offer');
  });

  it('the hand comes from HINGE, OPENING or SIDE (L or R, any case); none without one', () => {
    const rows = project().rows;
    expect(rows.map((row) => handOf(row))).toEqual(['L', 'R', null, 'L']);
  });

  it('lists the ordered boxes by hand, with components per box and in total', () => {
    const left = buildCustomerDocument(project(), '501Sx', { language: 'en', today, shop });
    expect(left.boxes.map((box) => box.box)).toEqual(['7']); // d is not in the basket
    expect(left.boxes[0]!.components).toEqual([
      { level: 1, code: 'HINGE-110', description: 'Hinge', perBox: '2', total: '6' },
    ]);
    expect(
      buildCustomerDocument(project(), '502Dx', { language: 'en', today, shop }).boxes.map((b) => b.code),
    ).toEqual(['W1']);
    expect(
      buildCustomerDocument(project(), '503', { language: 'en', today, shop }).boxes.map((b) => b.box),
    ).toEqual(['3']);
  });

  it('numbers one label per package through the delivery', () => {
    const labels = buildCustomerDocument(project(), 'EtichettaCollo', { language: 'it', today, shop });
    expect(labels.packages.map((p) => `${p.box.code} ${p.n}/${p.of}`)).toEqual([
      'B1 1/5',
      'B1 2/5',
      'B1 3/5',
      'W1 4/5',
      'TO 5/5',
    ]);
    expect(labels.customer?.name).toBe('Giulia Rossi');
    expect(labels.texts.packageOf(1, 5)).toBe('Collo 1 di 5');
    expect(labels.date).toBe('02/03/2026');
  });

  it("BOMDettaglioBox lists a closet's cut list, the same panels as the closet tool's BOM dialog", () => {
    const model = closet({ dividers: [800, 1600], shelves: [{ section: 1, y: 1000, thickness: 18 }] });
    const closetProject = loadProject({
      schemaVersion: 2,
      id: 43,
      rows: [{ uniqueid: 'w', catalog: 'CLOSET', cod: 'WR', var: '', erp: [], closet: toSaveData(model) }],
    });
    const it_ = buildCustomerDocument(closetProject, 'BOMDettaglioBox', { language: 'it', today, shop });
    const lines = cutList(closetParts(model));
    const panels = it_.boxes[0]!.components.filter((c) => c.level === 2);
    expect(panels).toHaveLength(lines.length);
    expect(panels.map((p) => p.description)).toEqual(lines.map((l) => panelLineText(l, 'it')));
    expect(panels.find((p) => p.code === 'SIDE')?.description).toMatch(
      /^Fianco \d+ × \d+ × \d+ mm, bordi bordati: \d$/,
    );
    expect(panels.reduce((n, p) => n + Number(p.perBox), 0)).toBe(closetParts(model).panels.length);
  });
});
