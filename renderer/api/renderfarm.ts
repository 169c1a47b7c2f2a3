// The render farm's client (server/renderfarm/routes.ts): its own server when the configuration names
// one (spec 7 rfServer, trailing slashes removed), else the app's. The job list is polled: the
// server answers with an ETag, and the browser's cache turns an unchanged list into a 304.
import { renderFarmBase } from '../../core/config/renderFarm';
import { farmSessionToken } from './farmSession';
import { createTransport, defaultTransport, type Transport } from './transport';

export type RenderQuality = 'draft' | 'standard' | 'high';
export type RenderLighting = 'daylight' | 'evening' | 'studio';
export type RenderStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface RenderCamera {
  position: [number, number, number];
  target: [number, number, number];
  fov: number;
}

export interface RenderRequest {
  name: string;
  width: number;
  height: number;
  quality: RenderQuality;
  lighting: RenderLighting;
  projectId?: number;
  scene: { room: unknown; items: unknown[]; camera: RenderCamera };
}

export interface RenderJob {
  id: string;
  name: string;
  width: number;
  height: number;
  quality: RenderQuality;
  lighting: RenderLighting;
  status: RenderStatus;
  progress: number;
  error: string | null;
  owner: string;
  mine: boolean;
  projectId: number | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  renderMs: number | null;
}

export type RenderPicture = 'png' | 'jpg' | 'thumb';

export interface RenderFarmApi {
  submit(request: RenderRequest): Promise<RenderJob>;
  list(): Promise<RenderJob[]>;
  cancel(id: string): Promise<RenderJob>;
  retry(id: string): Promise<RenderJob>;
  remove(id: string): Promise<void>;
  picture(id: string, format: RenderPicture): Promise<Blob>;
}

/**
 * A farm of its own is another server: it gets its own session (signed in there, spec 7's child
 * window: its cookie, or the session id it handed over, farmSession.ts), never this app's session
 * id, and its refusals are not this app's session ending.
 */
export function createRenderFarmApi(
  rfServer: () => string | undefined,
  appTransport: Transport = defaultTransport,
  ownFarmTransport: Transport = createTransport({
    reportErrors: false,
    bearerToken: () => farmSessionToken(renderFarmBase(rfServer())),
  }),
): RenderFarmApi {
  const path = (rest: string) => {
    const base = renderFarmBase(rfServer());
    return base ? `${base}/api/v1/renderfarm/${rest}` : `renderfarm/${rest}`;
  };
  const through = () => (renderFarmBase(rfServer()) ? ownFarmTransport : appTransport);
  // Each call picks its transport when it is made: the configuration can change meanwhile.
  const transport: Transport = {
    json: (...args) => through().json(...args),
    text: (...args) => through().text(...args),
    blob: (...args) => through().blob(...args),
    upload: (...args) => through().upload(...args),
    url: (...args) => through().url(...args),
  };
  return {
    // The open project is this app's: its id names nothing (or another project) on a farm of its own.
    submit: (request) =>
      transport.json('POST', path('jobs'), {
        body: renderFarmBase(rfServer()) ? { ...request, projectId: undefined } : request,
      }),
    list: async () => (await transport.json<{ jobs: RenderJob[] }>('GET', path('jobs'))).jobs,
    cancel: (id) => transport.json('POST', path(`jobs/${id}/cancel`), { body: {} }),
    retry: (id) => transport.json('POST', path(`jobs/${id}/retry`), { body: {} }),
    remove: (id) => transport.json('DELETE', path(`jobs/${id}`)),
    picture: (id, format) => transport.blob(transport.url(path(`jobs/${id}/image.${format}`))),
  };
}
