// Lambert light evaluated per vertex (Gouraud) for a software rasteriser's matte surfaces. The room's
// light is directional and hemispheric only, and its boxes have flat faces: the light, the tone
// mapping and the output encoding are then the same at every point of a face, so working them out
// at the vertices draws the picture three's per-fragment Lambert draws, while each pixel only
// interpolates a colour (SwiftShader shades every pixel on the CPU). Round parts' smooth sides are
// shaded between their vertices instead of per pixel: legs a few pixels wide show no difference.
// A surface that receives shadows gets two colours per vertex, with and without the key light (the
// first shadow-casting directional light), and per pixel one shadow-map lookup picks between them.
import {
  ACESFilmicToneMapping,
  AgXToneMapping,
  CineonToneMapping,
  ColorManagement,
  CustomToneMapping,
  LinearToneMapping,
  MeshLambertMaterial,
  NeutralToneMapping,
  NoToneMapping,
  ReinhardToneMapping,
  SRGBColorSpace,
  LinearSRGBColorSpace,
  type ColorRepresentation,
  type ToneMapping,
  type WebGLProgramParametersWithUniforms,
} from 'three';

/** three's tone-mapping functions (tonemapping_pars_fragment), by the renderer's setting. */
const TONE_MAPPING_FUNCTIONS = new Map<ToneMapping, string>([
  [LinearToneMapping, 'LinearToneMapping'],
  [ReinhardToneMapping, 'ReinhardToneMapping'],
  [CineonToneMapping, 'CineonToneMapping'],
  [ACESFilmicToneMapping, 'ACESFilmicToneMapping'],
  [AgXToneMapping, 'AgXToneMapping'],
  [NeutralToneMapping, 'NeutralToneMapping'],
  [CustomToneMapping, 'CustomToneMapping'],
]);

/** The program's name in three's program cache (and in the shader's first line). */
export const VERTEX_LIT_PROGRAM = 'vertexLitLambert';

/** The colours a vertex passes on: lit, and without the key light where a shadow can fall. */
const VARYINGS = /* glsl */ `
#define LAMBERT
varying vec3 vLitColor;
#ifdef VERTEX_LIT_SHADOWS
  varying vec3 vShadowedColor;
#endif
#include <common>`;

const VERTEX = /* glsl */ `${VARYINGS}
uniform vec3 diffuse;
uniform vec3 emissive;
#include <batching_pars_vertex>
#include <color_pars_vertex>
#include <morphtarget_pars_vertex>
#include <skinning_pars_vertex>
#ifdef VERTEX_LIT_SHADOWS
  #include <shadowmap_pars_vertex>
#endif
#include <logdepthbuf_pars_vertex>
#include <clipping_planes_pars_vertex>
#include <lights_pars_begin>
VERTEX_LIT_OUTPUT_FUNCTIONS

void main() {
  #include <color_vertex>
  #include <morphinstance_vertex>
  #include <morphcolor_vertex>
  #include <batching_vertex>
  #include <beginnormal_vertex>
  #include <morphnormal_vertex>
  #include <skinbase_vertex>
  #include <skinnormal_vertex>
  #include <defaultnormal_vertex>
  #include <begin_vertex>
  #include <morphtarget_vertex>
  #include <skinning_vertex>
  #include <project_vertex>
  #include <logdepthbuf_vertex>
  #include <clipping_planes_vertex>
  #include <worldpos_vertex>
  #ifdef VERTEX_LIT_SHADOWS
    #include <shadowmap_vertex>
  #endif

  // What lights_fragment_begin and RE_Direct_Lambert / RE_IndirectDiffuse_Lambert sum per pixel.
  vec3 geometryNormal = normalize( transformedNormal );
  vec3 irradiance = getAmbientLightIrradiance( ambientLightColor );
  #if defined( USE_LIGHT_PROBES )
    irradiance += getLightProbeIrradiance( lightProbe, geometryNormal );
  #endif
  #if ( NUM_HEMI_LIGHTS > 0 )
    #pragma unroll_loop_start
    for ( int i = 0; i < NUM_HEMI_LIGHTS; i ++ ) {
      irradiance += getHemisphereLightIrradiance( hemisphereLights[ i ], geometryNormal );
    }
    #pragma unroll_loop_end
  #endif
  // The key light's share, which a shadow takes away.
  vec3 keyIrradiance = vec3( 0.0 );
  #if ( NUM_DIR_LIGHTS > 0 )
    #pragma unroll_loop_start
    for ( int i = 0; i < NUM_DIR_LIGHTS; i ++ ) {
      #if defined( VERTEX_LIT_SHADOWS ) && defined( USE_SHADOWMAP ) && ( UNROLLED_LOOP_INDEX == 0 ) && ( NUM_DIR_LIGHT_SHADOWS > 0 )
        keyIrradiance = saturate( dot( geometryNormal, directionalLights[ i ].direction ) ) * directionalLights[ i ].color;
      #else
        irradiance += saturate( dot( geometryNormal, directionalLights[ i ].direction ) ) * directionalLights[ i ].color;
      #endif
    }
    #pragma unroll_loop_end
  #endif

  // color_vertex's product of vertex and instance colours (the refused tint, the walls' white).
  vec3 diffuseColor = diffuse;
  #if defined( USE_COLOR ) || defined( USE_COLOR_ALPHA ) || defined( USE_INSTANCING_COLOR ) || defined( USE_BATCHING_COLOR )
    diffuseColor *= vColor.rgb;
  #endif
  vec3 unshadowed = irradiance * BRDF_Lambert( diffuseColor ) + emissive;
  vLitColor = vertexLitOutput( unshadowed + keyIrradiance * BRDF_Lambert( diffuseColor ) );
  #ifdef VERTEX_LIT_SHADOWS
    vShadowedColor = vertexLitOutput( unshadowed );
  #endif
}
`;

const FRAGMENT = /* glsl */ `${VARYINGS}
uniform float opacity;
#include <packing>
#ifdef VERTEX_LIT_SHADOWS
  #include <shadowmap_pars_fragment>
#endif
#include <logdepthbuf_pars_fragment>
#include <clipping_planes_pars_fragment>

void main() {
  #include <clipping_planes_fragment>
  #include <logdepthbuf_fragment>
  vec3 color = vLitColor;
  #if defined( VERTEX_LIT_SHADOWS ) && defined( USE_SHADOWMAP ) && ( NUM_DIR_LIGHT_SHADOWS > 0 )
    DirectionalLightShadow keyShadow = directionalLightShadows[ 0 ];
    float lit = getShadow( directionalShadowMap[ 0 ], keyShadow.shadowMapSize, keyShadow.shadowIntensity, keyShadow.shadowBias, keyShadow.shadowRadius, vDirectionalShadowCoord[ 0 ] );
    color = mix( vShadowedColor, vLitColor, lit );
  #endif
  gl_FragColor = vec4( color, opacity );
}
`;

/**
 * The tone mapping and output encoding that three appends to every fragment shader (toneMapping(),
 * linearToOutputTexel()), as one vertex-shader function; null where the output's primaries differ
 * from the working colour space's (a conversion matrix this does not carry) or the tone mapping is
 * unknown: the per-pixel Lambert stays then.
 */
export function outputFunctions(toneMapping: ToneMapping, outputColorSpace: string): string | null {
  // sRGB's primaries, in and out: three's conversion matrix is then the identity.
  const sameGamut = [SRGBColorSpace, LinearSRGBColorSpace] as string[];
  if (!sameGamut.includes(ColorManagement.workingColorSpace) || !sameGamut.includes(outputColorSpace))
    return null;
  const toneMap = toneMapping === NoToneMapping ? '' : TONE_MAPPING_FUNCTIONS.get(toneMapping);
  if (toneMap === undefined) return null;
  const transfer = outputColorSpace === SRGBColorSpace ? 'sRGBTransferOETF' : 'LinearTransferOETF';
  return [
    toneMap ? '#include <tonemapping_pars_fragment>' : '',
    '#include <colorspace_pars_fragment>',
    'vec3 vertexLitOutput( vec3 color ) {',
    `  return ${transfer}( vec4( ${toneMap ? `${toneMap}( color )` : 'color'}, 1.0 ) ).rgb;`,
    '}',
  ].join('\n');
}

/** Swaps a Lambert material's per-pixel light for the per-vertex one, where the output allows. */
function toVertexLit(shader: WebGLProgramParametersWithUniforms, receivesShadows: boolean) {
  const output = outputFunctions(shader.toneMapping, shader.outputColorSpace);
  if (!output) return;
  const defines = receivesShadows ? '#define VERTEX_LIT_SHADOWS\n' : '';
  shader.vertexShader = `// ${VERTEX_LIT_PROGRAM}\n${defines}${VERTEX.replace('VERTEX_LIT_OUTPUT_FUNCTIONS', output)}`;
  shader.fragmentShader = `// ${VERTEX_LIT_PROGRAM}\n${defines}${FRAGMENT}`;
}

/**
 * A matte finish lit per vertex: a MeshLambertMaterial (same light model, uniforms and colour
 * handling, so the renderer treats it as one) whose program three builds from the shaders above.
 * `receivesShadows`: the key light's shadow is looked up per pixel (the floor).
 */
export function vertexLitMaterial(color: ColorRepresentation, receivesShadows: boolean): MeshLambertMaterial {
  const material = new MeshLambertMaterial({ color });
  material.onBeforeCompile = (shader) => toVertexLit(shader, receivesShadows);
  material.customProgramCacheKey = () => `${VERTEX_LIT_PROGRAM}:${receivesShadows ? 'shadowed' : 'plain'}`;
  return material;
}
