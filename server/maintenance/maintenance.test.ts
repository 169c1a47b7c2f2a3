import { describe, expect, it } from 'vitest';
import { stateOf } from './maintenance';

const row = (values: Partial<Parameters<typeof stateOf>[0] & object>) => ({
  id: 1,
  startUtc: null,
  endUtc: null,
  active: false,
  completed: false,
  updatedAt: new Date(),
  ...values,
});

describe('maintenance state', () => {
  const now = new Date('2030-05-01T12:00:00Z');

  it('is off with no row', () => {
    expect(stateOf(undefined, now)).toEqual({
      startDateTimeUTC: null,
      endDateTimeUTC: null,
      isMaintenance: false,
      active: false,
      completed: false,
    });
  });

  it('is on inside a booked window, off before and at its end', () => {
    const booked = row({
      startUtc: new Date('2030-05-01T11:00:00Z'),
      endUtc: new Date('2030-05-01T13:00:00Z'),
    });
    expect(stateOf(booked, now).isMaintenance).toBe(true);
    expect(stateOf(booked, new Date('2030-05-01T10:59:59Z')).isMaintenance).toBe(false);
    expect(stateOf(booked, new Date('2030-05-01T13:00:00Z')).isMaintenance).toBe(false);
    expect(stateOf(booked, now).startDateTimeUTC).toBe('2030-05-01T11:00:00.000Z');
  });

  it('is on while started by hand, whatever the window', () => {
    expect(stateOf(row({ active: true }), now)).toMatchObject({ isMaintenance: true, active: true });
  });
});
