// The closet tool's 3D model as plain three.js meshes, changed in place by each edit (issue 21: an
// edit painted within one frame). An edit usually moves or resizes every board (a new width) but
// keeps their number and finishes, so the meshes, their one unit box or rail and their materials
// stay: only positions and scales change, and nothing is uploaded to the GPU again. Built as
// R3F elements, every board's geometry was made, uploaded and disposed again on each edit.
import { BoxGeometry, CylinderGeometry, Group, Mesh, MeshStandardMaterial, type BufferGeometry } from 'three';
import type { Finish, Part } from '../../scene/parts';

/** Millimetres (the parts') to metres (the stage's). */
const MM = 0.001;

export class ClosetMeshes {
  /** Add it to the scene once; `update` changes its children. */
  readonly group = new Group();
  // Unit shapes, scaled to each part: a box 1 x 1 x 1, a rail 1 across and 1 long (along y).
  private readonly box: BufferGeometry = new BoxGeometry(1, 1, 1);
  private readonly rail: BufferGeometry = new CylinderGeometry(0.5, 0.5, 1, 16);
  private readonly materials = new Map<string, MeshStandardMaterial>();

  constructor() {
    this.group.scale.setScalar(MM);
  }

  /** Shows `parts`: the meshes there are take the new sizes and places, more are added or dropped. */
  update(parts: readonly Part[]): void {
    const meshes = this.group.children as Mesh[];
    while (meshes.length > parts.length) this.group.remove(meshes[meshes.length - 1]!);
    while (meshes.length < parts.length) this.group.add(new Mesh(this.box));
    const used = new Set<MeshStandardMaterial>();
    parts.forEach((part, i) => {
      const mesh = meshes[i]!;
      const [x, y, z] = part.size;
      mesh.geometry = part.shape === 'box' ? this.box : this.rail;
      // A rail's size is its diameter, its length, its diameter.
      mesh.scale.set(x, y, part.shape === 'box' ? z : x);
      mesh.position.set(...part.position);
      mesh.rotation.set(0, 0, part.turn === 1 ? Math.PI / 2 : 0);
      const material = this.material(part.finish);
      mesh.material = material;
      used.add(material);
    });
    // A finish no part has any more (a front colour changed) frees its GPU program's uniforms.
    for (const [key, material] of this.materials)
      if (!used.has(material)) {
        material.dispose();
        this.materials.delete(key);
      }
  }

  /** Frees the GPU's copies (the view is closed). */
  dispose(): void {
    this.box.dispose();
    this.rail.dispose();
    for (const material of this.materials.values()) material.dispose();
    this.materials.clear();
  }

  /** One material per finish, as the parts' own mesh elements had (metal kept half matt). */
  private material(finish: Finish): MeshStandardMaterial {
    const key = `${finish.color} ${finish.roughness} ${finish.metalness} ${finish.opacity}`;
    let material = this.materials.get(key);
    if (!material) {
      material = new MeshStandardMaterial({
        color: finish.color,
        roughness: finish.roughness,
        metalness: Math.min(finish.metalness, 0.5),
        transparent: finish.opacity < 1,
        opacity: finish.opacity,
        depthWrite: finish.opacity === 1,
      });
      this.materials.set(key, material);
    }
    return material;
  }
}
