// This device's live profile, worked out once: the screen and the pipeline warm-up that starts before
// it (warmup/warmRoomPipelines.ts) must draw with the same one.
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
