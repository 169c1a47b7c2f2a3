// The wall catalogue used when a room is created (spec 7: wall catalogue fetch; spec 9: default
// wall height 2700). Read from resources/walls.json; see README.md for its format.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { DEFAULT_WALL_HEIGHT } from '../../core/room';

export const WallTypeEntry = z.object({
  cod: z.string().trim().min(1).max(100),
  thickness: z.number().positive().max(2000),
  height: z.number().positive().max(20_000).default(DEFAULT_WALL_HEIGHT),
  material: z.string().trim().min(1).max(100),
  des: z.string().max(500),
  /** Descriptions by language code (it, de ...); `des` is the English one and the fallback. */
  local: z.record(z.string(), z.string().max(500)).default({}),
});

export const WallCatalogFile = z.object({
  version: z.literal(1),
  walls: z
    .array(WallTypeEntry)
    .refine((walls) => new Set(walls.map((w) => w.cod.toUpperCase())).size === walls.length, {
      message: 'Wall codes repeat',
    }),
});
export type WallCatalogFile = z.infer<typeof WallCatalogFile>;

export interface WallType {
  cod: string;
  des: string;
  thickness: number;
  height: number;
  material: string;
}

/** Reads and checks the file; a broken file is an error that names the file and the problem. */
export async function readWallCatalog(file: string): Promise<WallCatalogFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Wall catalogue ${file} not read: ${(error as Error).message}`);
  }
  const parsed = WallCatalogFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Wall catalogue ${file} is invalid: ${issue?.path.join('.')} ${issue?.message}`.trim());
  }
  return parsed.data;
}

/** The entries with `des` in `language` ("it", "de-CH" -> "de"), else the default description. */
export function localisedWalls(catalog: WallCatalogFile, language: string): WallType[] {
  const lang = language.toLowerCase();
  const base = lang.split(/[-_]/)[0] ?? lang;
  return catalog.walls.map((wall) => ({
    cod: wall.cod,
    des: wall.local[lang] ?? wall.local[base] ?? wall.des,
    thickness: wall.thickness,
    height: wall.height,
    material: wall.material,
  }));
}
