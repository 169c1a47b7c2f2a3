import { describe, expect, it } from 'vitest';
import { arrowTarget, tabStop } from './choiceKeys';

describe('arrow keys in a choice group', () => {
  it('move to the next and previous value, wrapping; Home and End go to the ends', () => {
    expect(arrowTarget('ArrowRight', 0, 4)).toBe(1);
    expect(arrowTarget('ArrowDown', 3, 4)).toBe(0);
    expect(arrowTarget('ArrowLeft', 0, 4)).toBe(3);
    expect(arrowTarget('ArrowUp', 2, 4)).toBe(1);
    expect(arrowTarget('Home', 2, 4)).toBe(0);
    expect(arrowTarget('End', 0, 4)).toBe(3);
  });

  it('leave other keys to the button (Space and Enter press it, Tab leaves the group)', () => {
    for (const key of [' ', 'Enter', 'Tab', 'a']) expect(arrowTarget(key, 1, 4)).toBeNull();
    expect(arrowTarget('ArrowRight', 0, 0)).toBeNull();
  });
});

describe("a choice group's Tab stop", () => {
  const views = [
    { value: 'NONE', available: true },
    { value: 'W2', available: true },
    { value: 'W3', available: false },
  ];

  it('is the chosen value, compared case-insensitively', () => {
    expect(tabStop(views, 'w2')).toBe('W2');
  });

  it('is the first value that can be chosen when none is, or the chosen one is excluded', () => {
    expect(tabStop(views, null)).toBe('NONE');
    expect(tabStop(views, 'W3')).toBe('NONE');
    expect(tabStop([{ value: 'A', available: false }, ...views], null)).toBe('NONE');
    expect(tabStop([], null)).toBeNull();
  });
});
