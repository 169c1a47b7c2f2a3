import { describe, expect, it } from 'vitest';
import { transparentOf } from './HomeBackdrop';

describe('home backdrop colours', () => {
  it('fades a colour to its own transparent version, not to transparent black', () => {
    expect(transparentOf('#ef4c17')).toBe('rgba(239, 76, 23, 0)');
    expect(transparentOf('rgb(1, 2, 3)')).toBe('rgba(255, 255, 255, 0)');
  });
});
