// The scene JSON of the export call (spec 7 'exportobjscenedownload', jsonScene) and its Wavefront
// writer. The format, documented in README.md:
//   { units?: 'mm' | 'm', meshes: [{ name, vertices: [[x, y, z], ...], faces: [[0, 1, 2], ...],
//     material?: { name?, color: '#rrggbb' | [r, g, b] (0..1), opacity? (0..1) } }] }
// Faces list 0-based vertex indices of their own mesh, three or more per face.
import { z } from 'zod';

/** Spec-free limits: a furnished room is far below them; they bound the work of one request. */
export const MAX_MESHES = 5_000;
export const MAX_VERTICES = 1_000_000;

const coordinate = z.number().finite();
const Colour = z.union([
  z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is "#rrggbb" or [r, g, b] between 0 and 1'),
  z.tuple([z.number().min(0).max(1), z.number().min(0).max(1), z.number().min(0).max(1)]),
]);

export const SceneMesh = z
  .object({
    name: z.string().trim().min(1, 'A mesh needs a name').max(200),
    vertices: z.array(z.tuple([coordinate, coordinate, coordinate])).min(1, 'A mesh needs vertices'),
    faces: z.array(z.array(z.number().int().min(0)).min(3, 'A face needs at least 3 vertices')).min(1),
    material: z
      .object({
        name: z.string().trim().min(1).max(200).optional(),
        color: Colour,
        opacity: z.number().min(0).max(1).optional(),
      })
      .optional(),
  })
  .refine((mesh) => mesh.faces.every((face) => face.every((index) => index < mesh.vertices.length)), {
    message: 'A face names a vertex the mesh does not have',
  });
export type SceneMesh = z.infer<typeof SceneMesh>;

export const Scene = z
  .object({
    units: z.enum(['mm', 'm']).default('mm'),
    meshes: z.array(SceneMesh).min(1, 'The scene has no meshes').max(MAX_MESHES),
  })
  .refine((scene) => scene.meshes.reduce((n, mesh) => n + mesh.vertices.length, 0) <= MAX_VERTICES, {
    message: `The scene has more than ${MAX_VERTICES} vertices`,
  });
export type Scene = z.infer<typeof Scene>;

const DEFAULT_COLOUR: [number, number, number] = [0.8, 0.8, 0.8];

function rgb(color: z.infer<typeof Colour>): readonly [number, number, number] {
  if (Array.isArray(color)) return color;
  const channel = (start: number) => parseInt(color.slice(start, start + 2), 16) / 255;
  return [channel(1), channel(3), channel(5)];
}

/** OBJ and MTL names: no spaces or control characters (both formats split on white space). */
const safeName = (text: string) =>
  [...text].map((c) => (c.charCodeAt(0) < 32 || /[\s#]/.test(c) ? '_' : c)).join('');
const fixed = (value: number) => String(Number(value.toFixed(6)));

/** Wavefront OBJ (one `o` per mesh, 1-based global vertex indices) and its MTL material library. */
export function toWavefront(scene: Scene, mtlFile = 'scene.mtl'): { obj: string; mtl: string } {
  const obj = [`# Arredo scene export, units ${scene.units}`, `mtllib ${mtlFile}`];
  const materials = new Map<string, string>();
  let offset = 1;
  scene.meshes.forEach((mesh, index) => {
    const material = mesh.material;
    const materialName = material ? safeName(material.name ?? `material_${index + 1}`) : 'default';
    if (!materials.has(materialName)) {
      const [r, g, b] = material ? rgb(material.color) : DEFAULT_COLOUR;
      materials.set(
        materialName,
        [
          `newmtl ${materialName}`,
          `Kd ${fixed(r)} ${fixed(g)} ${fixed(b)}`,
          `d ${fixed(material?.opacity ?? 1)}`,
        ].join('\n'),
      );
    }
    obj.push(`o ${safeName(mesh.name)}`);
    for (const [x, y, z] of mesh.vertices) obj.push(`v ${fixed(x)} ${fixed(y)} ${fixed(z)}`);
    obj.push(`usemtl ${materialName}`);
    for (const face of mesh.faces) obj.push(`f ${face.map((i) => i + offset).join(' ')}`);
    offset += mesh.vertices.length;
  });
  return { obj: `${obj.join('\n')}\n`, mtl: `${[...materials.values()].join('\n\n')}\n` };
}
