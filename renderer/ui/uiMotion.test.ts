import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdReducedUiMotion, REDUCED, UI_MOTION_ATTRIBUTE } from './uiMotion';

// <html>'s attributes, as far as the module uses them (the unit tests run without a DOM).
const attributes = new Map<string, string>();
const documentElement = {
  setAttribute: (name: string, value: string) => attributes.set(name, value),
  getAttribute: (name: string) => attributes.get(name) ?? null,
  removeAttribute: (name: string) => attributes.delete(name),
};
const attribute = () => documentElement.getAttribute(UI_MOTION_ATTRIBUTE);

describe('holdReducedUiMotion', () => {
  beforeAll(() => vi.stubGlobal('document', { documentElement }));
  afterAll(() => vi.unstubAllGlobals());

  it('turns UI motion off until released', () => {
    const release = holdReducedUiMotion();
    expect(attribute()).toBe(REDUCED);
    release();
    expect(attribute()).toBeNull();
  });

  it('keeps it off while any hold remains, and a second release of one hold changes nothing', () => {
    const first = holdReducedUiMotion();
    const second = holdReducedUiMotion();
    first();
    first();
    expect(attribute()).toBe(REDUCED);
    second();
    expect(attribute()).toBeNull();
  });
});
