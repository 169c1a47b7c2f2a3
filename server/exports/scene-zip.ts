// The export's zip, built from the request's scene and project data: pure and synchronous CPU work
// (validating up to a million vertices, writing OBJ text, deflating), so it runs in the worker pool
// (server/offload), never on the event loop.
import { strToU8, zipSync } from 'fflate';
import { badRequest } from '../api/errors';
import { parseJsonText } from '../limits/json-text';
import { Scene, toWavefront } from './scene';

/** The IGX interchange document inside IGXfile.zip. */
export const IGX_FORMAT = 'arredo-igx';
export const IGX_VERSION = 1;

export interface SceneZipInput {
  expKey: 'IGX' | 'OBJ';
  /** The scene object, or its JSON text. */
  jsonScene: unknown;
  /** The project: an object, its JSON text, or undefined. */
  data: unknown;
}

export function parsed(value: unknown, what: string): unknown {
  if (typeof value !== 'string') return value;
  return parseJsonText(value, what, () => badRequest(`${what} is not valid JSON`, 'INVALID_EXPORT'));
}

function sceneOf(value: unknown): Scene {
  const result = Scene.safeParse(parsed(value, 'jsonScene'));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const at = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  throw badRequest(`Invalid jsonScene: ${issue?.message ?? 'not a scene'}${at}`, 'INVALID_SCENE');
}

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));

/** The zip's bytes; ApiError 400 for a scene or data that is not valid. */
export function sceneZip(input: SceneZipInput): Uint8Array {
  const scene = sceneOf(input.jsonScene);
  const data = input.data === undefined ? undefined : parsed(input.data, 'jsonData');
  const files: Record<string, Uint8Array> = {};
  if (input.expKey === 'IGX') {
    files['scene.igx.json'] = json({ format: IGX_FORMAT, version: IGX_VERSION, scene, data: data ?? null });
  } else {
    const { obj, mtl } = toWavefront(scene);
    files['scene.obj'] = strToU8(obj);
    files['scene.mtl'] = strToU8(mtl);
    if (data !== undefined) files['project.json'] = json(data);
  }
  return zipSync(files, { level: 6 });
}
