// `arredo://` links, from a web page, an e-mail or a shortcut: the only one is `arredo://project/<id>`,
// which opens that project. A link arrives from outside the app (argv, macOS open-url), so it is parsed
// strictly: the scheme, one known path, an id in the API's range (README: ids 1 to 2147483647), nothing
// else (no query, fragment, user, port). Anything else is refused with the reason, and only logged.

export const LINK_SCHEME = 'arredo';

const MAX_LINK_LENGTH = 256;
const MAX_ID = 2_147_483_647;

export type LinkTarget = { kind: 'openProject'; id: number };

export type LinkParse = { ok: true; target: LinkTarget } | { ok: false; reason: string };

export function parseLink(link: string): LinkParse {
  const refuse = (reason: string): LinkParse => ({ ok: false, reason });
  if (link.length > MAX_LINK_LENGTH) return refuse(`longer than ${MAX_LINK_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return refuse('not a URL');
  }
  if (url.protocol !== `${LINK_SCHEME}:`) return refuse(`not an ${LINK_SCHEME}:// link`);
  if (url.username || url.password || url.port) return refuse('user, password or port given');
  if (url.search || url.hash || link.includes('?') || link.includes('#')) {
    return refuse('query or fragment given');
  }
  // Windows appends a slash to links it passes on the command line: `arredo://project/123/`.
  const path = url.pathname.replace(/\/$/, '');
  if (url.hostname !== 'project') return refuse(`unknown path "${url.hostname}${path}"`);
  const match = /^\/([1-9][0-9]{0,9})$/.exec(path);
  if (!match) return refuse(`"${path.slice(1)}" is not a project id (a whole number from 1)`);
  const id = Number(match[1]);
  if (id > MAX_ID) return refuse(`project id ${id} is out of range`);
  return { ok: true, target: { kind: 'openProject', id } };
}

/** The `arredo://` arguments of a command line (Windows and Linux pass a clicked link as an argument). */
export function linksInArgv(argv: readonly string[]): string[] {
  return argv.filter((argument) => argument.toLowerCase().startsWith(`${LINK_SCHEME}:`));
}
