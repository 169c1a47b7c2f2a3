import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../../tests/catalogs/samples';
import { partsFor, extentOf, type Part } from './index';
import { input } from './test-fixtures';
import { TILT_AJAR, TURN_AJAR, closedWindow } from './window';

// The window family: what a seller must tell apart in the 3D picture (issue 24), read from its parts.
const windows = sampleCatalog('WINDOWS');
const built = (variant: string) => input(windows, 'WINDOW', variant)!;
const parts = (variant: string) => partsFor(built(variant));
const glass = (list: Part[]) => list.filter((p) => p.finish.material === 'glass');
const leaning = (list: Part[]) => list.filter((p) => p.tilt);
const turned = (list: Part[]) => list.filter((p) => p.yaw);

describe('window family', () => {
  it('draws one glass per sash, for 1 to 3 sashes', () => {
    expect(glass(parts('WIDTH=1000;SASHES=1'))).toHaveLength(1);
    expect(glass(parts('WIDTH=1200;SASHES=2'))).toHaveLength(2);
    expect(glass(parts('WIDTH=1800;SASHES=3'))).toHaveLength(3);
  });

  it('a fixed light has no sash; turn, tilt, tilt-and-turn and slide sashes each stand their way', () => {
    const size = 'WIDTH=1200;HEIGHT=1200;SASHES=2';
    const fixed = parts(`${size};OPENING=FIX`);
    const turn = parts(`${size};OPENING=T`);
    const tilt = parts(`${size};OPENING=TILT`);
    const tiltTurn = parts(`${size};OPENING=TT`);
    const slide = parts(`${size};OPENING=SLIDE`);
    // Fixed: frame and glass only, nothing turned.
    expect(fixed.filter((p) => p.tilt || p.yaw)).toHaveLength(0);
    expect(fixed).toHaveLength(4 + 2);
    // Turn: each sash (4 profiles, glass, handle) ajar about its hinge stile, the pair opposite ways.
    expect(turned(turn)).toHaveLength(12);
    expect(new Set(turned(turn).map((p) => p.yaw))).toEqual(new Set([TURN_AJAR, -TURN_AJAR]));
    expect(leaning(turn)).toHaveLength(0);
    // Tilt: each sash leans in at the top, its lever along the top rail; tilt-and-turn: lever on the stile.
    expect(leaning(tilt)).toHaveLength(12);
    expect(leaning(tilt).every((p) => p.tilt === TILT_AJAR)).toBe(true);
    expect(turned(tilt)).toHaveLength(0);
    const lever = (list: Part[]) => list.filter((p) => p.finish !== list[0]!.finish && p.size[2] === 18);
    expect(lever(tilt).every((p) => p.size[0] > p.size[1])).toBe(true);
    expect(lever(tiltTurn).every((p) => p.size[1] > p.size[0])).toBe(true);
    // Slide: two sashes on two tracks, one slid in front of the other, a long pull.
    const panes = glass(slide);
    expect(panes).toHaveLength(2);
    expect(panes[0]!.position[2]).toBeLessThan(0);
    expect(panes[1]!.position[2]).toBeGreaterThan(0);
    expect(panes[1]!.position[0] - panes[1]!.size[0] / 2).toBeLessThan(
      panes[0]!.position[0] + panes[0]!.size[0] / 2,
    );
    expect(slide.filter((p) => p.size[1] >= 300 && p.size[0] === 30)).toHaveLength(1);
    const picture = (list: Part[]) => JSON.stringify(list);
    expect(new Set([fixed, turn, tilt, tiltTurn, slide].map(picture)).size).toBe(5);
  });

  it('a tilt sash leans its top into the room (+z), its bottom rail stays in the frame', () => {
    const tilt = parts('WIDTH=1000;HEIGHT=1200;SASHES=1;OPENING=TILT');
    const pane = glass(tilt)[0]!;
    const closed = glass(closedWindow(built('WIDTH=1000;HEIGHT=1200;SASHES=1;OPENING=TILT')))[0]!;
    expect(pane.position[2]).toBeGreaterThan(closed.position[2] + 20);
    const [, h, d] = extentOf(pane);
    expect(h).toBeLessThanOrEqual(closed.size[1] + pane.size[2]);
    expect(d).toBeGreaterThan(closed.size[2] * 2);
  });

  it('a turn sash swings its free stile into the room about its hinge stile', () => {
    const turn = parts('WIDTH=1000;HEIGHT=1200;SASHES=1;OPENING=T');
    const pane = glass(turn)[0]!;
    // One sash, its handle on the right: hinged on the left, its middle comes forward and to the left.
    expect(pane.position[2]).toBeGreaterThan(50);
    expect(pane.position[0]).toBeLessThan(0);
  });
});
