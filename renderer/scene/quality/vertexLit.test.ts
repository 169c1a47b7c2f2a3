import {
  MeshLambertMaterial,
  NeutralToneMapping,
  NoToneMapping,
  ShaderLib,
  SRGBColorSpace,
  LinearSRGBColorSpace,
  type WebGLProgramParametersWithUniforms,
  type WebGLRenderer,
} from 'three';
import { describe, expect, it } from 'vitest';
import { outputFunctions, vertexLitMaterial } from './vertexLit';

/** What three hands onBeforeCompile for a Lambert material, reduced to the fields the rewrite reads. */
function compile(
  material: MeshLambertMaterial,
  toneMapping = NeutralToneMapping,
  colorSpace = SRGBColorSpace,
) {
  const shader = {
    vertexShader: ShaderLib.lambert.vertexShader,
    fragmentShader: ShaderLib.lambert.fragmentShader,
    toneMapping,
    outputColorSpace: colorSpace,
  } as unknown as WebGLProgramParametersWithUniforms;
  material.onBeforeCompile(shader, {} as WebGLRenderer);
  return shader;
}

describe('vertex-lit matte material', () => {
  it('sums the light per vertex and only passes the colour on per pixel', () => {
    const material = vertexLitMaterial('#c19a6b', false);
    expect(material).toBeInstanceOf(MeshLambertMaterial);
    expect(material.color.getHexString()).toBe('c19a6b');
    const { vertexShader, fragmentShader } = compile(material);
    expect(vertexShader).toContain('#include <lights_pars_begin>');
    expect(vertexShader).toContain('directionalLights[ i ]');
    expect(vertexShader).toContain('hemisphereLights[ i ]');
    // Tone mapping and the output encoding too: the colour a vertex passes on is final.
    expect(vertexShader).toContain('sRGBTransferOETF( vec4( NeutralToneMapping( color ), 1.0 ) )');
    expect(fragmentShader).not.toMatch(/lights_|directionalLights|hemisphereLights|tonemapping|colorspace/);
    // No shadow lookup: the variant's define is off.
    expect(fragmentShader).not.toContain('#define VERTEX_LIT_SHADOWS');
    expect(fragmentShader).toContain('gl_FragColor = vec4( color, opacity )');
  });

  it('looks up the key light shadow per pixel on a surface that receives it', () => {
    const { vertexShader, fragmentShader } = compile(vertexLitMaterial('#d9cfc1', true));
    expect(vertexShader).toMatch(/^\/\/ vertexLitLambert\n#define VERTEX_LIT_SHADOWS/);
    expect(vertexShader).toContain('#include <shadowmap_vertex>');
    expect(fragmentShader).toContain('#define VERTEX_LIT_SHADOWS');
    expect(fragmentShader).toContain('getShadow( directionalShadowMap[ 0 ]');
    expect(fragmentShader).toContain('mix( vShadowedColor, vLitColor, lit )');
  });

  it('keeps one cached program per variant, apart from the per-pixel Lambert', () => {
    const plain = vertexLitMaterial('#ffffff', false).customProgramCacheKey();
    expect(vertexLitMaterial('#000000', false).customProgramCacheKey()).toBe(plain);
    expect(vertexLitMaterial('#ffffff', true).customProgramCacheKey()).not.toBe(plain);
    expect(new MeshLambertMaterial().customProgramCacheKey()).not.toBe(plain);
  });

  it('writes the output as three does for the canvas, and leaves other outputs to the per-pixel light', () => {
    expect(outputFunctions(NoToneMapping, LinearSRGBColorSpace)).toContain(
      'LinearTransferOETF( vec4( color, 1.0 ) )',
    );
    expect(outputFunctions(NoToneMapping, LinearSRGBColorSpace)).not.toContain('tonemapping');
    // Display P3 needs a primaries conversion the vertex function does not carry.
    expect(outputFunctions(NeutralToneMapping, 'display-p3')).toBeNull();
    const material = vertexLitMaterial('#ffffff', false);
    const p3 = compile(material, NeutralToneMapping, 'display-p3' as typeof SRGBColorSpace);
    expect(p3.fragmentShader).toBe(ShaderLib.lambert.fragmentShader);
  });
});
