// The cache key of an item-search picture. A picture depends on the catalogue document (its version:
// the stored content hash), on what is drawn (the article or gallery and its preset variant, or a
// model at its defaults), on the 3D builders that draw it (the scene code's version, set at build
// time) and on its size. Anything else (the user, the price list, the language, the theme: pictures
// have a transparent background) does not change the picture, so it is not in the key.

/** What a tile shows: an article (its preset), a model (its defaults) or a gallery (its preset). */
export interface PictureSubject {
  catalog: string;
  kind: 'article' | 'model' | 'gallery';
  /** The article's, model's or gallery's code. */
  cod: string;
  model: string;
  /** The preset variant string ('' for a model at its defaults). */
  variant: string;
}

export interface PictureKeyInput extends PictureSubject {
  /** The catalogue document's version (content hash). */
  hash: string;
  /** The version of the code that draws models (renderer/scene). */
  scene: string;
  /** Square side in device pixels. */
  size: number;
}

/**
 * The variant as a configuration: variable names compare case-insensitively and the order of
 * different variables does not matter (the sort is stable, so a repeated name keeps its last value last).
 */
export function canonicalVariant(variant: string): string {
  return variant
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = (at < 0 ? pair : pair.slice(0, at)).trim().toUpperCase();
      return { name, text: at < 0 ? name : `${name}=${pair.slice(at + 1).trim()}` };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((pair) => pair.text)
    .join(';');
}

/** A JSON array, so no field's text can run into the next one's. */
export function pictureKey(input: PictureKeyInput): string {
  if (!input.hash) throw new Error('A picture key needs the catalogue version');
  if (!Number.isInteger(input.size) || input.size < 1) throw new RangeError('size must be a whole number');
  return JSON.stringify([
    'v1',
    input.catalog.toUpperCase(),
    input.hash,
    input.kind,
    input.cod.toUpperCase(),
    input.model.toUpperCase(),
    canonicalVariant(input.variant),
    input.scene,
    input.size,
  ]);
}

/** The catalogue a key belongs to and its version (to forget a catalogue's older pictures). */
export function keyCatalog(key: string): { catalog: string; hash: string } | null {
  try {
    const [version, catalog, hash] = JSON.parse(key) as unknown[];
    return version === 'v1' && typeof catalog === 'string' && typeof hash === 'string'
      ? { catalog, hash }
      : null;
  } catch {
    return null;
  }
}
