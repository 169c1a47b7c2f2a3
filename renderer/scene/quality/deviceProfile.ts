// This device's live profile, worked out once (detecting the rasteriser makes a throwaway WebGL
// context, in a worker where the browser can): the 3D link's preload starts it while the code
// downloads, and the screen waits for it as it waits for the catalogues.
import { detectedRenderer, detectRendererAsync, type DetectedRenderer } from './detectRenderer';
import { liveProfile, type LiveProfile } from './renderProfile';

let known: LiveProfile | null = null;

function profileOf(detected: DetectedRenderer): LiveProfile {
  const ios = typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent);
  known ??= liveProfile({ renderer: detected.kind, ios });
  return known;
}

/** The live profile when detection has answered, else null. */
export function knownLiveProfile(): LiveProfile | null {
  if (known) return known;
  const detected = detectedRenderer();
  return detected ? profileOf(detected) : null;
}

/** The live profile of this browser (its rasteriser, iOS or not), detected once. */
export function deviceLiveProfile(): Promise<LiveProfile> {
  const now = knownLiveProfile();
  return now ? Promise.resolve(now) : detectRendererAsync().then(profileOf);
}
