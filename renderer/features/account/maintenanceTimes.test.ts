import { describe, expect, it } from 'vitest';
import { bookingProblem, inputFromUtc, utcFromInput } from './maintenanceTimes';

describe('maintenance times (UTC)', () => {
  // Issue 19: typed as the language writes dates everywhere (not the browser picker's own format).
  it("reads the language's day and time as UTC and writes them back", () => {
    expect(utcFromInput('01/01/2030 22:00', 'en')).toBe('2030-01-01T22:00:00.000Z');
    expect(utcFromInput('01.01.2030 22:00', 'de')).toBe('2030-01-01T22:00:00.000Z');
    expect(inputFromUtc('2030-01-01T22:00:00Z', 'it')).toBe('01/01/2030 22:00');
    expect(inputFromUtc('2030-01-01T22:00:00Z', 'de')).toBe('01.01.2030 22:00');
    expect(utcFromInput('', 'en')).toBeNull();
    expect(utcFromInput('tomorrow', 'en')).toBeNull();
    expect(utcFromInput('2030-01-01T22:00', 'en')).toBeNull();
    expect(inputFromUtc(null, 'en')).toBe('');
  });
  it('needs both times, the end after the start', () => {
    expect(bookingProblem(null, '2030-01-01T22:00:00Z')).toBe('missingTimes');
    expect(bookingProblem('2030-01-02T00:00:00Z', '2030-01-01T22:00:00Z')).toBe('endBeforeStart');
    expect(bookingProblem('2030-01-01T22:00:00Z', '2030-01-02T00:00:00Z')).toBeNull();
  });
});
