// Short-hands over the test API for the project suites: log in as each role, save, open.
import type { ApiReply, TestApi } from '../support/api';
import { sampleProject } from './fixtures';

export interface Saved {
  id: number;
  revision: number;
  status: string;
  readOnly: boolean;
  project: Record<string, unknown> & { id: number; des?: string; rows: unknown[] };
}

export async function guestToken(api: TestApi): Promise<string> {
  const reply = await api.call<{ sessionId: string }>('POST', '/api/v1/auth/guest');
  if (reply.status !== 200) throw new Error(`Guest login failed: ${reply.status}`);
  return reply.body.sessionId;
}

export function createProject(
  api: TestApi,
  token: string,
  project: unknown = sampleProject(),
  isOffer?: boolean,
): Promise<ApiReply<Saved>> {
  return api.call<Saved>('POST', '/api/v1/projects', { token, body: { project, isOffer } });
}

/** Creates and insists on success. */
export async function created(
  api: TestApi,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<Saved> {
  const reply = await createProject(api, token, sampleProject(3, fields));
  if (reply.status !== 201) throw new Error(`Create failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export function saveProject(
  api: TestApi,
  token: string,
  id: number,
  project: unknown,
  baseRevision: number | undefined,
): Promise<ApiReply<Saved & { message?: string; currentRevision?: number }>> {
  return api.call('PUT', `/api/v1/projects/${id}`, { token, body: { project, baseRevision } });
}

export function setStatus(api: TestApi, token: string, id: number, body: Record<string, unknown>) {
  return api.call<Saved & { message?: string }>('POST', `/api/v1/projects/${id}/status`, { token, body });
}
