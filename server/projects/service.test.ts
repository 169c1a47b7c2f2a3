// replyJsonOf must give exactly what replyOf gives, whatever form the stored text has.
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../core/project/load';
import { sampleProject } from '../../tests/api-projects/fixtures';
import type { AuthContext } from '../api/auth';
import type { ProjectRecord } from './access';
import { fieldsOf, replyJsonOf, replyOf } from './service';

const seller = {
  token: 't',
  session: { id: 's', userId: 7, guest: false, expiresAt: new Date(Date.now() + 60_000) },
  account: { userId: 7, kind: 'pro', guest: false, admin: false, sellerLevel: 2, shop: { id: 1 } },
} as unknown as AuthContext;
const RO_STATUS = ['ordered'];

function record(
  data: Record<string, unknown>,
  dataJson: string | undefined,
  status = 'unsaved',
): ProjectRecord {
  const at = new Date('2026-11-22T10:00:00Z');
  return {
    id: 41,
    des: 'Kitchen',
    status,
    customerCod: null,
    shopId: 1,
    userId: 7,
    sessionId: null,
    revision: 3,
    data: dataJson === undefined ? data : undefined,
    dataJson,
    isOffer: false,
    createdAt: at,
    updatedAt: at,
  };
}

describe('replyJsonOf', () => {
  const { data } = fieldsOf(loadProject(sampleProject(3)), false, seller);
  const expected = (status = 'unsaved') => replyOf(seller, record(data, undefined, status), RO_STATUS);

  it('passes a current document through as it is stored', () => {
    const text = JSON.stringify(data);
    expect(text.startsWith('{"schemaVersion":2,')).toBe(true);
    const json = replyJsonOf(seller, record(data, text), RO_STATUS);
    expect(json).toContain(text.slice(1, -1));
    expect(JSON.parse(json)).toEqual(expected());
  });

  it('gives the same reply for text in jsonb form, from a parsed document, and in a read-only status', () => {
    const spaced = JSON.stringify(data, null, 1);
    expect(JSON.parse(replyJsonOf(seller, record(data, spaced), RO_STATUS))).toEqual(expected());
    expect(JSON.parse(replyJsonOf(seller, record(data, undefined), RO_STATUS))).toEqual(expected());
    const readOnly = JSON.parse(
      replyJsonOf(seller, record(data, JSON.stringify(data), 'ordered'), RO_STATUS),
    );
    expect(readOnly).toEqual(expected('ordered'));
    expect(readOnly.readOnly).toBe(true);
    expect(readOnly.project).toMatchObject({ id: 41, status: 'ordered' });
  });

  it('migrates a document an older version stored', () => {
    const v1 = { des: 'Old', rows: [], customerFields: { vat: 22 } };
    const reply = JSON.parse(replyJsonOf(seller, record(v1, JSON.stringify(v1)), RO_STATUS));
    expect(reply.project).toMatchObject({ schemaVersion: 2, des: 'Old', id: 41, status: 'unsaved' });
    expect(reply.project.customerFields.vat).toBe('22');
  });

  it('escapes a status with quotes', () => {
    const reply = JSON.parse(replyJsonOf(seller, record(data, JSON.stringify(data), 'a"b\\'), RO_STATUS));
    expect(reply.status).toBe('a"b\\');
    expect(reply.project.status).toBe('a"b\\');
  });
});

describe('fieldsOf', () => {
  const guest = {
    token: 'g',
    session: { id: 'g', userId: null, guest: true, expiresAt: new Date(Date.now() + 60_000) },
    account: { userId: null, kind: 'guest', guest: true, admin: false, sellerLevel: 0, shop: { id: 4 } },
  } as unknown as AuthContext;
  const customer = {
    ...guest,
    account: { ...guest.account, userId: 9, kind: 'customer', guest: false },
  } as unknown as AuthContext;
  const project = loadProject(sampleProject(1, { customercod: ' customer@example.com ' }));

  it('keeps the customer code only when shop staff set it; the document keeps what was typed', () => {
    expect(fieldsOf(project, false, seller).customerCod).toBe('customer@example.com');
    for (const caller of [guest, customer]) {
      const fields = fieldsOf(project, false, caller);
      expect(fields.customerCod).toBeNull();
      expect(fields.data.customercod).toBe(' customer@example.com ');
    }
  });
});
