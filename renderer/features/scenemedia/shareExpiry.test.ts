import { describe, expect, it } from 'vitest';
import { expiresIn, formatExpiry } from './shareExpiry';

const now = Date.parse('2026-11-25T01:30:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const DAY = 24 * 60 * 60 * 1000;

describe('share link expiry in words', () => {
  it('says a fresh 7-day link ends in 7 days, in each language', () => {
    const fresh = at(7 * DAY - 2000);
    expect(expiresIn(fresh, 'en', now)).toBe('in 7 days');
    expect(expiresIn(fresh, 'it', now)).toBe('tra 7 giorni');
    expect(expiresIn(fresh, 'de', now)).toBe('in 7 Tagen');
  });

  it('counts hours under a day, and never says "in 0 hours"', () => {
    expect(expiresIn(at(5 * 60 * 60 * 1000), 'en', now)).toBe('in 5 hours');
    expect(expiresIn(at(60_000), 'en', now)).toBe('in 1 hour');
  });

  // Issue 19: the language's one date format, as the lists and the log write it.
  it('gives the date and time in the language', () => {
    expect(formatExpiry('2026-12-02T12:00:00Z', 'en')).toMatch(/^02\/12\/2026 \d\d:\d\d$/);
    expect(formatExpiry('2026-12-02T12:00:00Z', 'de')).toMatch(/^02\.12\.2026 \d\d:\d\d$/);
    expect(formatExpiry('2026-12-02T12:00:00Z', 'it')).toMatch(/^02\/12\/2026 \d\d:\d\d$/);
  });
});
