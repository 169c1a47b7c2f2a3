import { describe, expect, it } from 'vitest';
import { bookingProblem, inputFromUtc, utcFromInput } from './maintenanceTimes';

describe('maintenance times (UTC)', () => {
  it('reads datetime-local values as UTC and writes them back', () => {
    expect(utcFromInput('2030-01-01T22:00')).toBe('2030-01-01T22:00:00.000Z');
    expect(inputFromUtc('2030-01-01T22:00:00Z')).toBe('2030-01-01T22:00');
    expect(utcFromInput('')).toBeNull();
    expect(utcFromInput('tomorrow')).toBeNull();
    expect(inputFromUtc(null)).toBe('');
  });
  it('needs both times, the end after the start', () => {
    expect(bookingProblem(null, '2030-01-01T22:00:00Z')).toBe('missingTimes');
    expect(bookingProblem('2030-01-02T00:00:00Z', '2030-01-01T22:00:00Z')).toBe('endBeforeStart');
    expect(bookingProblem('2030-01-01T22:00:00Z', '2030-01-02T00:00:00Z')).toBeNull();
  });
});
