// The live 3D view's quality profile: what the room is drawn with on this device. A software
// rasteriser (SwiftShader, llvmpipe, Windows' Basic Render Driver: offline kiosks and shop PCs
// without a usable GPU) shades every pixel on the CPU, so there the live view drops what costs most
// per pixel and shows least: multisampling, the physically based light model on matte surfaces, soft
// shadow filtering, pixel ratios above 1. The pictures and model files never use this: they render off
// screen with their own settings (media/renderPicture.ts).

/** How the device rasterises WebGL (detectRenderer.ts tells, from its unmasked renderer string). */
export type RendererKind = 'hardware' | 'software';

export interface LiveProfile {
  name: 'full' | 'software';
  /** Multisampled edges (a context attribute: fixed when the canvas is made). */
  antialias: boolean;
  /**
   * Lambert (diffuse only), lit per vertex (vertexLit.ts), instead of the physically based model for
   * non-metal opaque finishes.
   */
  matteLambert: boolean;
  /** Shadow filtering: PCF (soft edges) or one depth comparison per pixel. */
  shadowFilter: 'pcf' | 'basic';
  shadowMapSize: number;
  /** Whether the furniture and walls receive shadows, or only the floor (the grounding ones). */
  furnitureReceivesShadows: boolean;
  /**
   * The full detail at rest drawn merged, one plain geometry per finish (model/mergeBatch.ts), instead
   * of instanced: a software rasteriser sets up every instance as a draw of its own (at 500 articles,
   * some ten thousand boxes). The pointer picks from the merged copies too.
   */
  mergedStill: boolean;
  /** Sides of the round parts (legs, pedestals): each side is 4 triangles. */
  cylinderSegments: number;
  /** The pixel ratio range of a still view: [least, most]. */
  pixelRatio: readonly [number, number];
  /** The frame time the adaptive resolution aims at while the view moves, ms. */
  frameBudgetMs: number;
  /** The render scale (of the still pixel ratio) a move starts at before any frame is measured. */
  startScale: number;
  /** The lowest render scale a move may drop to. */
  minScale: number;
}

export interface DeviceFacts {
  renderer: RendererKind;
  /** iOS gets no anti-aliasing (spec 9). */
  ios: boolean;
}

/** The live view's profile for a device. */
export function liveProfile({ renderer, ios }: DeviceFacts): LiveProfile {
  if (renderer === 'software') {
    return {
      name: 'software',
      antialias: false,
      matteLambert: true,
      shadowFilter: 'basic',
      shadowMapSize: 2048,
      furnitureReceivesShadows: false,
      mergedStill: true,
      // Legs and pedestals are a few pixels wide in a room view: 12 sides show no facets there.
      cylinderSegments: 12,
      // Every device pixel is shaded on the CPU: a 2x screen would cost four times a 1x one.
      pixelRatio: [1, 1],
      frameBudgetMs: 40,
      startScale: 0.5,
      minScale: 0.35,
    };
  }
  return {
    name: 'full',
    antialias: !ios,
    matteLambert: false,
    shadowFilter: 'pcf',
    shadowMapSize: 2048,
    furnitureReceivesShadows: true,
    // A GPU draws instances in one pass: merging would only cost memory and rebuilds.
    mergedStill: false,
    cylinderSegments: 24,
    // Up to 1.5 device pixels per CSS pixel: a 3x phone would shade four times the pixels of 1.5x for
    // a difference the furniture's edges hardly show.
    pixelRatio: [1, 1.5],
    frameBudgetMs: 33,
    startScale: 1,
    minScale: 0.5,
  };
}

/** A still view's pixel ratio: the device's, within the profile's range (r3f clamps a [min, max] pair alike). */
export function stillPixelRatio(profile: Pick<LiveProfile, 'pixelRatio'>, deviceRatio: number): number {
  return Math.min(profile.pixelRatio[1], Math.max(profile.pixelRatio[0], deviceRatio || 1));
}
