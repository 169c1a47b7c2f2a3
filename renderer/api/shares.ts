// Share links of a project (spec 2 arWebView, the QR dialog; server/projects/share-routes.ts): issue
// and revoke with the session, read a shared scene with the link's token and no session.
import { projectPath, type ProjectId } from './projects';
import { defaultTransport, type Transport } from './transport';

/** The header the server reads a share token from (server/projects/share-routes.ts). */
export const SHARE_TOKEN_HEADER = 'x-share-token';
/** The page's query value that carries the token: /arwebView/{prjID}?share={token}. */
export const SHARE_QUERY = 'share';

export interface ShareLink {
  projectId: number;
  token: string;
  /** The AR page with the token, relative to the app's origin. */
  path: string;
  /** ISO time after which the link opens nothing. */
  expiresAt: string;
}

export interface SharedScene {
  id: number;
  expiresAt: string;
  /** The project reduced to its scene: schemaVersion, id, des, envWall and rows (no prices). */
  project: Record<string, unknown>;
  /** The rows' catalogue documents, without price lists. */
  catalogs: { catalog: string; document: Record<string, unknown> }[];
}

/** The server's codes for a link that opens nothing (404) and for one past its time (403). */
export const SHARE_LINK_INVALID = 'SHARE_LINK_INVALID';
export const SHARE_LINK_EXPIRED = 'SHARE_LINK_EXPIRED';

export interface SharesApi {
  issue(id: ProjectId): Promise<ShareLink>;
  /** Ends every live link of the project; resolves how many stopped working. */
  revokeAll(id: ProjectId): Promise<number>;
  read(id: ProjectId, token: string): Promise<SharedScene>;
}

export function createSharesApi(transport: Transport = defaultTransport): SharesApi {
  return {
    issue: (id) => transport.json('POST', `${projectPath(id)}/share-links`, { body: {} }),
    revokeAll: async (id) =>
      (await transport.json<{ revoked: number }>('DELETE', `${projectPath(id)}/share-links`)).revoked,
    read: (id, token) =>
      transport.json('GET', `shared/${projectPath(id)}`, { headers: { [SHARE_TOKEN_HEADER]: token } }),
  };
}
