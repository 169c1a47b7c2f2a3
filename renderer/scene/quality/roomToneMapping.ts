// The live room's tone mapping: the highlight shoulder of three's Neutral (Khronos PBR Neutral)
// without its toe. Neutral subtracts 0.04 from every colour (below 0.08, x - 6.25x^2: a dark colour
// nearly squared), the specular reflection a dielectric adds all over under an even environment.
// The live room has no environment (Lights.tsx), so nothing added that share: the subtraction took
// a graphite front (#3C3F42) down to 21/26/30, 40 % of its swatch's luminance, and every finish lost
// some (sage 83 %, white 86 %). Without the toe a colour below the shoulder is what the light makes
// of it; the shoulder still rounds the brightest whites off instead of clipping them.
import { CustomToneMapping, ShaderChunk, type ToneMapping } from 'three';

/** The renderer setting that selects the function below. */
export const ROOM_TONE_MAPPING: ToneMapping = CustomToneMapping;

/** Where the shoulder starts and how much it greys the compressed highlights (Neutral's values). */
const START_COMPRESSION = 0.8;
const DESATURATION = 0.15;

const PLACEHOLDER = 'vec3 CustomToneMapping( vec3 color ) { return color; }';

const ROOM_FUNCTION = /* glsl */ `vec3 CustomToneMapping( vec3 color ) {
  color *= toneMappingExposure;
  float peak = max( color.r, max( color.g, color.b ) );
  if ( peak < ${START_COMPRESSION.toFixed(2)} ) return color;
  float d = 1.0 - ${START_COMPRESSION.toFixed(2)};
  float newPeak = 1.0 - d * d / ( peak + d - ${START_COMPRESSION.toFixed(2)} );
  color *= newPeak / peak;
  float g = 1.0 - 1.0 / ( ${DESATURATION.toFixed(2)} * ( peak - newPeak ) + 1.0 );
  return mix( color, vec3( newPeak ), g );
}`;

/**
 * Puts the room's function in three's shader chunk, where CustomToneMapping is read (every program
 * compiled after, the per-vertex Lambert's included: quality/vertexLit.ts includes the same chunk).
 * Only the live room selects CustomToneMapping; the pictures keep Neutral with their environment.
 */
export function installRoomToneMapping(): void {
  const chunk = ShaderChunk.tonemapping_pars_fragment;
  if (chunk.includes(ROOM_FUNCTION)) return;
  if (!chunk.includes(PLACEHOLDER)) throw new Error('three changed its CustomToneMapping placeholder');
  ShaderChunk.tonemapping_pars_fragment = chunk.replace(PLACEHOLDER, ROOM_FUNCTION);
}
