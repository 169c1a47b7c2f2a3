// Typed calls for the remaining internal calls of spec 7: offer PDF of a stored project, generate
// views / save view maker, scene export, jPrjPrintCleaner, the designer address and the wall
// catalogue (server/reports, server/views, server/exports, server/printing, server/walls).
import { logger } from '../state/logs';
import { ApiError, defaultTransport, type Transport } from './transport';
import type { OfferMeasures, ReportReply } from './types';
import { ReportReply as ReportReplySchema } from '../../core/project/reportRequests';
import { checkedReply } from './replies';

type Id = number | string;

export interface OfferPdfOptions {
  catalog?: string;
  customer?: string;
  /** Download name; default order_merge.pdf. */
  name?: string;
  /** Row codes or uniqueids, semicolon-joined ("A;B") or as a list. */
  printCodes?: string | string[];
  validity?: number;
  lang?: string;
  /** Units the offer prints lengths in (EX: inches); default millimetres. */
  measures?: OfferMeasures;
  /** A customer document (EtichettaCollo, BOMDettaglioBox, 501Sx, 502Dx, 503); none for the offer. */
  reportName?: string;
}

export interface ProjectView {
  name: string;
  kind: 'plan' | 'elevation';
  mime: 'image/svg+xml';
  svg: string;
}

export interface ProjectViews {
  id: number;
  revision: number;
  engineViews: { mode2D: boolean; generatedAt: string; views: ProjectView[] } | null;
  viewmaker: unknown;
}

/** The scene of the export call: see server/exports/README.md. */
export interface ExportScene {
  units?: 'mm' | 'm';
  meshes: {
    name: string;
    vertices: [number, number, number][];
    faces: number[][];
    material?: { name?: string; color: string | [number, number, number]; opacity?: number };
  }[];
}

export interface SceneExportRequest {
  expKey: 'IGX' | 'OBJ';
  jsonScene: ExportScene | string;
  jsonData?: unknown;
  _UID?: Id;
}

export interface PrintCleanerReply {
  site: string;
  uid: string;
  jOrd: Record<string, unknown>;
  removed: string[];
}

export interface WallType {
  cod: string;
  des: string;
  thickness: number;
  height: number;
  material: string;
}

/** Spec 9 export names. */
export const EXPORT_FILE_NAMES = { IGX: 'IGXfile.zip', OBJ: 'dump.zip' } as const;
/** Spec 8: what a print-cleaner call that got no usable answer reports. */
export const PRINT_CLEANER_NO_RESPONSE = 'jPrjPrintCleaner error: no response...';

export interface ExtrasApi {
  offerPdf(projectId: Id, options?: OfferPdfOptions): Promise<ReportReply>;
  /** Offer creation step 0.4 (spec 4); rejects with ApiError 409 when baseRevision is stale. */
  generateViews(projectId: Id, baseRevision: number, mode2D?: boolean): Promise<ProjectViews>;
  saveViewMaker(projectId: Id, baseRevision: number, views: unknown): Promise<ProjectViews>;
  views(projectId: Id): Promise<ProjectViews>;
  /** The zip as a blob, with its spec name (IGXfile.zip or dump.zip). */
  exportScene(request: SceneExportRequest): Promise<{ blob: Blob; fileName: string }>;
  /**
   * jPrjPrintCleaner. No reply, a timeout or a server fault rejects with Error
   * 'jPrjPrintCleaner error: no response...' (logged); a refused project keeps the server's message.
   */
  printCleaner(site: string, uid: Id, project: unknown): Promise<PrintCleanerReply>;
  /** The designer page address; null when no report server is configured. */
  designerUrl(uid?: Id, site?: string): Promise<string | null>;
  walls(lang?: string): Promise<{ defaultHeight: number; walls: WallType[] }>;
}

/** POST with a JSON body whose reply is a file (the transport's blob() is GET only). */
export type PostForBlob = (url: string, body: unknown) => Promise<Blob>;

const defaultPostForBlob: PostForBlob = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const reply = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
    const message = typeof reply.message === 'string' ? reply.message : `Export failed (${response.status})`;
    throw new ApiError(message, response.status, typeof reply.code === 'string' ? { code: reply.code } : {});
  }
  return response.blob();
};

export function createExtrasApi(
  transport: Transport = defaultTransport,
  postForBlob: PostForBlob = defaultPostForBlob,
): ExtrasApi {
  const project = (id: Id) => `projects/${encodeURIComponent(String(id))}`;
  return {
    offerPdf: async (id, options = {}) => {
      const { printCodes, ...rest } = options;
      const codes = Array.isArray(printCodes) ? printCodes.join(';') : printCodes;
      const reply = await transport.json('POST', `${project(id)}/offer-pdf`, {
        body: { ...rest, ...(codes !== undefined ? { printCodes: codes } : {}) },
      });
      return checkedReply(ReportReplySchema, 'offer PDF', reply);
    },
    generateViews: (id, baseRevision, mode2D = false) =>
      transport.json('POST', `${project(id)}/views`, { body: { baseRevision, mode2D } }),
    saveViewMaker: (id, baseRevision, views) =>
      transport.json('PUT', `${project(id)}/viewmaker`, { body: { baseRevision, views } }),
    views: (id) => transport.json('GET', `${project(id)}/views`),
    exportScene: async (request) => {
      const blob = await postForBlob(transport.url('exports/scene'), request);
      return { blob, fileName: EXPORT_FILE_NAMES[request.expKey] };
    },
    printCleaner: async (site, uid, jOrd) => {
      try {
        return await transport.json<PrintCleanerReply>('POST', 'printing/clean', {
          body: { site, uid, jOrd },
        });
      } catch (error) {
        const noResponse = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
        if (!noResponse) throw error;
        logger.error(PRINT_CLEANER_NO_RESPONSE, error instanceof Error ? error.message : error);
        throw new Error(PRINT_CLEANER_NO_RESPONSE);
      }
    },
    designerUrl: async (uid, site) =>
      (
        await transport.json<{ url: string | null }>('GET', 'reports/designer', {
          query: { uid: uid === undefined ? undefined : String(uid), site },
        })
      ).url,
    walls: (lang) => transport.json('GET', 'walls', { query: { lang } }),
  };
}

export const extrasApi: ExtrasApi = createExtrasApi();
