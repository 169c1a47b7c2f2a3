import { Group } from 'three';
import { describe, expect, it } from 'vitest';
import { createMotionDetail, type ShadowMapFlags } from './motionDetail';

function setup() {
  const detail = createMotionDetail();
  const full = new Group();
  const simple = new Group();
  detail.fullRef(full);
  detail.simpleRef(simple);
  const shadows: ShadowMapFlags = { autoUpdate: true, needsUpdate: false };
  return { detail, full, simple, shadows };
}

describe('motion detail', () => {
  it('shows the full furniture at rest and the simplified one while moving, then the full again', () => {
    const { detail, full, simple } = setup();
    expect([full.visible, simple.visible]).toEqual([true, false]);
    detail.setMoving(true);
    expect([full.visible, simple.visible]).toEqual([false, true]);
    detail.setMoving(false);
    expect([full.visible, simple.visible]).toEqual([true, false]);
  });

  it('draws the shadows again at once when the content changes at rest', () => {
    const { detail, shadows } = setup();
    detail.contentChanged(shadows);
    expect(shadows).toEqual({ autoUpdate: false, needsUpdate: true });
  });

  it('keeps the shadow map of a drag for its end, drawn then with the full detail', () => {
    const { detail, shadows, full } = setup();
    detail.contentChanged(shadows);
    // The gesture began before that redraw was made: it waits too.
    detail.setMoving(true);
    expect(shadows.needsUpdate).toBe(false);
    detail.contentChanged(shadows);
    detail.contentChanged(shadows);
    expect(shadows.needsUpdate).toBe(false);
    detail.setMoving(false);
    expect(full.visible).toBe(true);
    expect(shadows.needsUpdate).toBe(true);
  });

  it('leaves the shadow map alone after a turn that changed nothing', () => {
    const { detail, shadows } = setup();
    detail.contentChanged(shadows);
    shadows.needsUpdate = false; // drawn by the next frame
    detail.setMoving(true);
    detail.setMoving(false);
    expect(shadows.needsUpdate).toBe(false);
  });
});
