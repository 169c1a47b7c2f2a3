import { describe, expect, it } from 'vitest';
import { ClosetRunData, keepRunClosets } from './runData';

describe('the saved closet run', () => {
  it('refuses a corner that is no corner solution and walls of no length', () => {
    const walls = [
      { length: 2450, closets: ['1'] },
      { length: 3200, closets: ['2'] },
    ];
    expect(ClosetRunData.safeParse({ walls, corners: ['blind'] }).success).toBe(true);
    expect(ClosetRunData.safeParse({ walls, corners: ['round'] }).success).toBe(false);
    expect(ClosetRunData.safeParse({ walls, corners: [3] }).success).toBe(false);
    expect(ClosetRunData.safeParse({ walls: [{ length: 0, closets: [] }] }).success).toBe(false);
    expect(ClosetRunData.safeParse({ walls: [] }).success).toBe(false);
  });

  it('keeps only the closets of the project, each once, and one corner per pair of walls', () => {
    const run = {
      walls: [
        { length: 4000, closets: ['1', '9', '2'] },
        { length: 3000, closets: ['2', '3'] },
      ],
      corners: [] as ('filler' | 'blind')[],
    };
    expect(keepRunClosets(run, new Set(['1', '2', '3']))).toEqual({
      walls: [
        { length: 4000, closets: ['1', '2'] },
        { length: 3000, closets: ['3'] },
      ],
      corners: ['filler'],
    });
  });

  it('returns the run itself when it is coherent', () => {
    const run = {
      walls: [
        { length: 4000, closets: ['1'] },
        { length: 10, closets: [] },
      ],
      corners: ['blind' as const],
    };
    expect(keepRunClosets(run, new Set(['1']))).toBe(run);
  });
});
