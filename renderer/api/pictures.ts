// Pictures stored once (issue 25; server/files/picture-routes.ts): before a save, each inline
// picture (a data URL from the off-screen render) is stored and the project sends its reference
// instead, so a save carries no picture bytes. A picture already stored in this session is not
// sent again; the server finds the same bytes stored before by their hash anyway.
import {
  inlinePictures,
  pictureReference,
  replacePictures,
  type PicturedProject,
} from '../../core/project/pictures';
import { defaultTransport, type Transport } from './transport';

/** How many data URLs the session remembers the reference of (the newest ones). */
const REMEMBERED = 400;

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/=]*)$/;

/** A data URL's bytes as a Blob of its type; null for one the server would not take. */
export function blobOfDataUrl(dataUrl: string): Blob | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  const binary = atob(match[2]!);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: match[1] });
}

export interface PicturesApi {
  /** The project with its inline pictures stored and referenced (unchanged when none or on failure). */
  referenced<P>(project: P): Promise<P>;
}

export function createPicturesApi(transport: Transport = defaultTransport): PicturesApi {
  const known = new Map<string, string>();
  const remember = (dataUrl: string, reference: string) => {
    known.delete(dataUrl);
    known.set(dataUrl, reference);
    if (known.size > REMEMBERED) known.delete(known.keys().next().value as string);
  };
  const store = async (dataUrl: string): Promise<string | null> => {
    const cached = known.get(dataUrl);
    if (cached) return cached;
    const blob = blobOfDataUrl(dataUrl);
    if (!blob) return null;
    const { id } = await transport.json<{ id: string }>('POST', 'pictures', { body: blob });
    const reference = pictureReference(id);
    remember(dataUrl, reference);
    return reference;
  };
  return {
    referenced: async <P>(input: P): Promise<P> => {
      const project = input as unknown as PicturedProject;
      if (typeof project !== 'object' || project === null || !Array.isArray(project.rows)) return input;
      const inline = inlinePictures(project);
      if (!inline.length) return input;
      const replacements = new Map<string, string>();
      try {
        const stored = await Promise.all(inline.map(store));
        inline.forEach((img, i) => stored[i] && replacements.set(img, stored[i]));
      } catch {
        // The save still goes through with what could not be stored inline: the server stores it then.
      }
      return replacePictures(project, replacements) as unknown as P;
    },
  };
}
