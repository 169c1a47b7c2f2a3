// This device's live profile, worked out once (detecting the rasteriser makes a throwaway WebGL
// context): the 3D link's preload works it out while the code downloads, and the screen reuses it.
import { detectRenderer } from './detectRenderer';
import { liveProfile, type LiveProfile } from './renderProfile';

let known: LiveProfile | null = null;

/** The live profile of this browser (its rasteriser, iOS or not). */
export function deviceLiveProfile(): LiveProfile {
  if (!known) {
    const ios = typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent);
    known = liveProfile({ renderer: detectRenderer().kind, ios });
  }
  return known;
}
