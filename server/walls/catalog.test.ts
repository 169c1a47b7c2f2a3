import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { defaultPaths } from '../paths';
import { tempDir } from '../../tests/support/storage';
import { localisedWalls, readWallCatalog } from './catalog';

describe('wall catalogue', () => {
  it('reads the bundled file; a type without height gets the default 2700', async () => {
    const catalog = await readWallCatalog(join(defaultPaths().resourcesDir, 'walls.json'));
    const walls = localisedWalls(catalog, 'en');
    expect(walls.find((w) => w.cod === 'PARTITION-100')).toEqual({
      cod: 'PARTITION-100',
      des: 'Plasterboard partition 100 mm',
      thickness: 100,
      height: 2700,
      material: 'plasterboard',
    });
    expect(walls.find((w) => w.cod === 'CONCRETE-300')?.height).toBe(3000);
  });

  it('localises by language and by its base (de-CH -> de), else English', async () => {
    const catalog = await readWallCatalog(join(defaultPaths().resourcesDir, 'walls.json'));
    expect(localisedWalls(catalog, 'it')[1]?.des).toBe('Muro in laterizio 120 mm');
    expect(localisedWalls(catalog, 'de-CH')[1]?.des).toBe('Ziegelwand 120 mm');
    expect(localisedWalls(catalog, 'fr')[1]?.des).toBe('Brick wall 120 mm');
  });

  it('names the file and the problem when it is broken', async () => {
    const file = join(await tempDir('arredo-walls-'), 'walls.json');
    await writeFile(
      file,
      JSON.stringify({ version: 1, walls: [{ cod: 'A', thickness: -1, material: 'x', des: '' }] }),
    );
    await expect(readWallCatalog(file)).rejects.toThrow(/walls\.json is invalid: walls\.0\.thickness/);
    await writeFile(file, '{');
    await expect(readWallCatalog(file)).rejects.toThrow(/not read/);
  });
});
