import { useEffect, useState } from 'react';
import { deviceLiveProfile, knownLiveProfile } from '../../scene/quality/detectRenderer';
import type { LiveProfile } from '../../scene/quality/renderProfile';

/**
 * This device's live profile, null while the rasteriser is being detected (off the main thread,
 * usually started by the route's preload while the code downloaded): the room waits for it as it
 * waits for its catalogues. It never changes once known, so the canvas is made once.
 */
export function useLiveProfile(): LiveProfile | null {
  const [profile, setProfile] = useState(knownLiveProfile);
  useEffect(() => {
    if (profile) return;
    let live = true;
    void deviceLiveProfile().then((known) => {
      if (live) setProfile(known);
    });
    return () => {
      live = false;
    };
  }, [profile]);
  return profile;
}
