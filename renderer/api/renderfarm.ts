// The render farm's client (server/renderfarm/routes.ts): its own server when the configuration names
// one (spec 7 rfServer, trailing slashes removed), else the app's. The job list is polled: the
// server answers with an ETag, and the browser's cache turns an unchanged list into a 304.
import { renderFarmBase } from '../../core/config/renderFarm';
import { ApiError } from './errors';
import { farmSessionToken, forgetFarmSession } from './farmSession';
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
 * The farm's 401 ends the token it handed over (expired, signed out there, its session gone): it is
 * forgotten, so the job view offers the sign-in again instead of sending it on. Only the token that
 * call sent: one received meanwhile (a new hand-off) stays.
 */
function forgettingOn401(transport: Transport, base: () => string): Transport {
  const watched =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const sent = farmSessionToken(base());
      try {
        return await run(...args);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && sent && farmSessionToken(base()) === sent) {
          forgetFarmSession(base());
        }
        throw error;
      }
    };
  return {
    json: watched(transport.json.bind(transport)) as Transport['json'],
    text: watched(transport.text.bind(transport)),
    blob: watched(transport.blob.bind(transport)),
    upload: watched(transport.upload.bind(transport)) as Transport['upload'],
    url: (address) => transport.url(address),
  };
}

/**
 * A farm of its own is another server: it gets its own session (signed in there, spec 7's child
 * window: its cookie, or the narrow token it handed over, farmSession.ts), never this app's session
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
  const farmTransport = forgettingOn401(ownFarmTransport, () => renderFarmBase(rfServer()));
  const path = (rest: string) => {
    const base = renderFarmBase(rfServer());
    return base ? `${base}/api/v1/renderfarm/${rest}` : `renderfarm/${rest}`;
  };
  const through = () => (renderFarmBase(rfServer()) ? farmTransport : appTransport);
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
