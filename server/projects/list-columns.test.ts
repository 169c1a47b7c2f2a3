import { describe, expect, it } from 'vitest';
import { listColumnsOf } from './list-columns';

describe('the list columns of a project document', () => {
  it('take the saved general total as text and whether the picture is an embedded image', () => {
    expect(
      listColumnsOf({ img: 'data:image/jpeg;base64,AA==', customerFields: { generalTotal: '1.05' } }),
    ).toEqual({ listTotal: '1.05', hasPicture: true });
    expect(listColumnsOf({})).toEqual({ listTotal: null, hasPicture: false });
  });

  it('read odd documents as the SQL ->> and LIKE of migration 0009 do', () => {
    expect(listColumnsOf({ customerFields: { generalTotal: 12.5 } }).listTotal).toBe('12.5');
    expect(listColumnsOf({ customerFields: { generalTotal: { a: 1 } } }).listTotal).toBe('{"a":1}');
    expect(listColumnsOf({ customerFields: { generalTotal: null } }).listTotal).toBeNull();
    expect(listColumnsOf({ customerFields: ['generalTotal'] }).listTotal).toBeNull();
    expect(listColumnsOf({ img: 'https://example.com/a.png' }).hasPicture).toBe(false);
    expect(listColumnsOf({ img: 'DATA:image/png;base64,AA==' }).hasPicture).toBe(false);
    expect(listColumnsOf({ img: 42 }).hasPicture).toBe(false);
  });
});
