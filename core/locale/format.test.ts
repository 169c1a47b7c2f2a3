import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDay,
  formatDayTime,
  isEmail,
  isoDate,
  padZeros,
  parseDate,
  parseDayTime,
  roundTo,
  truncate,
} from './format';

describe('dates', () => {
  it('formats DD/MM/YYYY in UTC by default and in a given time zone', () => {
    expect(formatDate(new Date(Date.UTC(2024, 0, 5, 23, 30)))).toBe('05/01/2024');
    expect(formatDate(new Date(Date.UTC(2024, 0, 5, 23, 30)), 'Europe/Rome')).toBe('06/01/2024');
    expect(formatDate('1999-12-31T00:00:00Z')).toBe('31/12/1999');
  });

  it('gives ISO dates for storage', () => {
    expect(isoDate(new Date(Date.UTC(2024, 1, 29)))).toBe('2024-02-29');
  });

  it("gives in UTC the same day as Intl's calendar, around midnight and across the years", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const viaIntl = (date: Date) => {
      const part = (type: string) => intl.formatToParts(date).find((p) => p.type === type)!.value;
      return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
    };
    const dates = [
      Date.UTC(2026, 10, 24, 23, 59, 59, 999),
      Date.UTC(2026, 10, 25),
      Date.UTC(1999, 11, 31, 12),
    ];
    for (let year = 1; year <= 9999; year += 97)
      dates.push(Date.UTC(year, year % 12, (year % 28) + 1, year % 24));
    dates.push(new Date('0005-03-01T00:00:00Z').getTime());
    for (const ms of dates) expect(isoDate(new Date(ms))).toBe(viaIntl(new Date(ms)));
    expect(isoDate(new Date(Date.UTC(2024, 0, 5, 23, 30)), 'Europe/Rome')).toBe('2024-01-06');
  });

  it('parses DD/MM/YYYY and rejects impossible dates', () => {
    expect(parseDate('29/02/2024').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(() => parseDate('30/02/2024')).toThrow('no such day');
    expect(() => parseDate('2024-02-01')).toThrow('expected DD/MM/YYYY');
    expect(() => formatDate('not a date')).toThrow('Invalid date');
  });
});

describe('padZeros', () => {
  it('left-pads to the width and keeps longer values', () => {
    expect(padZeros(7, 3)).toBe('007');
    expect(padZeros('42', 2)).toBe('42');
    expect(padZeros(12345, 3)).toBe('12345');
    expect(padZeros(-5, 3)).toBe('-05');
  });
});

describe('roundTo', () => {
  it('rounds half up on the decimal text', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.345, 1)).toBe(2.3);
    expect(roundTo(-1.25, 1)).toBe(-1.3);
    expect(roundTo(1234.5, 0)).toBe(1235);
  });

  it('refuses non-finite values and bad digit counts', () => {
    expect(() => roundTo(Number.NaN, 2)).toThrow('not a finite number');
    expect(() => roundTo(1, -1)).toThrow('Invalid number of digits');
  });
});

describe('truncate', () => {
  it('keeps text shorter than the limit', () => {
    expect(truncate('abc', 4)).toBe('abc');
  });

  it('cuts to limit minus 3 and appends three dots otherwise', () => {
    expect(truncate('abcdefghij', 8)).toBe('abcde...');
    expect(truncate('abcd', 4)).toBe('a...');
  });
});

describe('isEmail', () => {
  it('accepts standard addresses in any case', () => {
    expect(isEmail('mario.rossi@example.com')).toBe(true);
    expect(isEmail('MARIO+quote@Shop.Example.IT')).toBe(true);
  });

  it('rejects malformed addresses', () => {
    for (const bad of ['', 'mario', 'mario@', '@example.com', 'mario@example', 'ma rio@example.com', 'a@b.c'])
      expect(isEmail(bad)).toBe(false);
  });
});

describe('one date format per language', () => {
  const day = new Date(Date.UTC(2026, 10, 27, 14, 5));

  it('writes days and times in the order of spec 9 with the language separators', () => {
    expect(formatDay(day, 'en', 'UTC')).toBe('27/11/2026');
    expect(formatDay(day, 'it', 'UTC')).toBe('27/11/2026');
    expect(formatDay(day, 'de', 'UTC')).toBe('27.11.2026');
    expect(formatDayTime(day, 'en', 'UTC')).toBe('27/11/2026 14:05');
    expect(formatDayTime(day, 'de', 'UTC')).toBe('27.11.2026 14:05');
    expect(formatDayTime('2026-01-02T00:07:00Z', 'it', 'UTC')).toBe('02/01/2026 00:07');
  });

  it('reads back what it writes, and refuses days and times that do not exist', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        fc.constantFrom('en', 'it', 'de'),
        (date, lang) => {
          const minute = new Date(Math.floor(date.getTime() / 60_000) * 60_000);
          expect(parseDayTime(formatDayTime(minute, lang, 'UTC'), lang)?.toISOString()).toBe(
            minute.toISOString(),
          );
        },
      ),
    );
    expect(parseDayTime('31/02/2026 10:00', 'en')).toBeNull();
    expect(parseDayTime('27/11/2026 24:00', 'it')).toBeNull();
    expect(parseDayTime('27/11/2026', 'de')).toBeNull();
    expect(parseDayTime('27.11.2026', 'de')?.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(parseDayTime('2026-11-27 10:00', 'en')).toBeNull();
  });
});
