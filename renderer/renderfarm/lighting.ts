// The render farm's three lightings (issue 22): each an environment map that ships with the app
// (resources/renderfarm/<name>.hdr, made by scripts/renderfarm-hdr.mjs) and a key light placed where
// that map's window or softbox is, so shadows and reflections agree. Pure data.

export type Lighting = 'daylight' | 'evening' | 'studio';
export type Quality = 'draft' | 'standard' | 'high';

export interface LightingSetup {
  /** Where the map's brightest opening is: degrees atan2(z, x) and above the horizon. */
  windowAzimuth: number;
  windowElevation: number;
  environmentIntensity: number;
  key: {
    color: string;
    intensity: number;
    elevation: number;
    /** Size of the light, as an angle. */ spreadDeg: number;
  };
  /** Seen where no wall stands (a room without walls, beyond an opening). */
  background: string;
  floor: string;
  exposure: number;
}

export const lightings: Record<Lighting, LightingSetup> = {
  daylight: {
    windowAzimuth: -74,
    windowElevation: 39,
    environmentIntensity: 0.4,
    key: { color: '#fff1de', intensity: 3.2, elevation: 32, spreadDeg: 5 },
    background: '#f3f1ec',
    floor: '#bf9c76',
    exposure: 0.75,
  },
  evening: {
    windowAzimuth: -68,
    windowElevation: 9,
    environmentIntensity: 1,
    key: { color: '#ffb36b', intensity: 1.8, elevation: 14, spreadDeg: 3 },
    background: '#3a3440',
    floor: '#8a6a4c',
    exposure: 0.9,
  },
  studio: {
    windowAzimuth: -47,
    windowElevation: 37,
    environmentIntensity: 1,
    key: { color: '#ffffff', intensity: 1.2, elevation: 45, spreadDeg: 14 },
    background: '#e8e8e8',
    floor: '#b3aa9e',
    exposure: 0.62,
  },
};

/**
 * Samples per picture: each is one frame with the camera moved by a fraction of a pixel (anti-
 * aliasing), the key light moved across its size (soft shadows) and the ambient occlusion's noise
 * turned; their mean is the picture. Shadow map sizes grow with quality.
 */
export const qualities: Record<Quality, { samples: number; shadowMap: number; aoSamples: number }> = {
  draft: { samples: 4, shadowMap: 2048, aoSamples: 8 },
  standard: { samples: 16, shadowMap: 2048, aoSamples: 12 },
  high: { samples: 48, shadowMap: 4096, aoSamples: 16 },
};

/** A point of the unit disc, well spread for sample i of n (Vogel's spiral): jitter without clumps. */
export function discSample(i: number, n: number): [number, number] {
  const golden = Math.PI * (3 - Math.sqrt(5));
  const r = Math.sqrt((i + 0.5) / n);
  return [r * Math.cos(i * golden), r * Math.sin(i * golden)];
}

/** Sub-pixel offsets in (-0.5, 0.5) for sample i (Halton 2, 3): the anti-aliasing jitter. */
export function pixelJitter(i: number): [number, number] {
  const halton = (index: number, base: number) => {
    let f = 1;
    let r = 0;
    for (let k = index + 1; k > 0; k = Math.floor(k / base)) {
      f /= base;
      r += f * (k % base);
    }
    return r;
  };
  return [halton(i, 2) - 0.5, halton(i, 3) - 0.5];
}
