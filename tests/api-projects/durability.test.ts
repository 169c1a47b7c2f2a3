// Durability: several clients save in a burst, the server process is SIGKILLed mid-burst, then
// restarted on the same storage. Every acknowledged save must be there, intact (revision and
// content); a save in flight at the kill may have landed or not, but never half.
import { afterAll, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { seedUser } from '../support/api';
import { describeEachStorage, tempDir } from '../support/storage';
import { sampleProject } from './fixtures';
import { spawnServer, type ServerProcess } from './server-process';

const CLIENTS = 6;

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function http(
  server: ServerProcess,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Reply> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What one client knows: its project, the last save the server acknowledged, the one in flight. */
interface ClientState {
  id?: number;
  acked?: { revision: number; project: Record<string, unknown> };
  inFlight?: { revision: number; project: Record<string, unknown> };
  acks: number;
}

function projectFor(client: number, save: number): Record<string, unknown> {
  return sampleProject(1 + ((client + save) % 12), { des: `client ${client} save ${save}` });
}

/**
 * Saves one after another until the server goes away (the kill); records every acknowledgement.
 * `killed` only says the connection error is expected: a client that stopped on it before its next
 * save could let every client be between saves at the kill, with nothing in flight to check.
 */
async function runClient(
  server: ServerProcess,
  token: string,
  client: number,
  state: ClientState,
  killed: () => boolean,
) {
  try {
    for (let save = 0; ; save += 1) {
      const project = projectFor(client, save);
      if (state.id === undefined) {
        state.inFlight = { revision: 1, project };
        const reply = await http(server, 'POST', '/api/v1/projects', token, { project });
        if (reply.status !== 201) throw new Error(`create: ${reply.status} ${JSON.stringify(reply.body)}`);
        state.id = reply.body.id as number;
        state.acked = { revision: reply.body.revision as number, project };
      } else {
        const baseRevision = state.acked!.revision;
        state.inFlight = { revision: baseRevision + 1, project };
        const reply = await http(server, 'PUT', `/api/v1/projects/${state.id}`, token, {
          project,
          baseRevision,
        });
        if (reply.status !== 200) throw new Error(`save: ${reply.status} ${JSON.stringify(reply.body)}`);
        state.acked = { revision: reply.body.revision as number, project };
      }
      state.inFlight = undefined;
      state.acks += 1;
    }
  } catch (error) {
    // Expected once the process is killed: the connection drops. Anything else is a failure.
    if (!killed()) throw error;
  }
}

/** The stored project must equal `expected` in every field the client sent. */
function expectSameContent(stored: Record<string, unknown>, expected: Record<string, unknown>) {
  expect(stored.des).toBe(expected.des);
  expect(stored.rows).toEqual(expected.rows);
  expect(stored.customerFields).toMatchObject(expected.customerFields as object);
}

describeEachStorage('durability under SIGKILL', (fixture) => {
  const dirs: string[] = [];
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it(
    'keeps every acknowledged save across a kill during a burst of saves',
    { timeout: 240_000 },
    async () => {
      const target = await fixture.fresh();
      const dataDir = await tempDir('arredo-durability-');
      dirs.push(dataDir);
      server = await spawnServer(target, dataDir);
      const seed = seedUser('seller5');
      const login = await http(server, 'POST', '/api/v1/auth/login', undefined, {
        id: seed.id,
        user: seed.user,
        password: seed.password,
      });
      const token = login.body.sessionId as string;

      const states: ClientState[] = Array.from({ length: CLIENTS }, () => ({ acks: 0 }));
      let killed = false;
      const running = states.map((state, client) => runClient(server!, token, client, state, () => killed));
      // Kill mid-burst: once the clients have had plenty acknowledged, while they are still saving.
      const started = Date.now();
      while (states.reduce((n, s) => n + s.acks, 0) < 60 && Date.now() - started < 60_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      killed = true;
      await server.kill();
      await Promise.all(running);
      const acknowledged = states.reduce((n, s) => n + s.acks, 0);
      expect(acknowledged).toBeGreaterThanOrEqual(60);
      expect(states.filter((s) => s.inFlight).length, 'saves in flight at the kill').toBeGreaterThan(0);

      server = await spawnServer(target, dataDir);
      for (const [client, state] of states.entries()) {
        expect(state.id, `client ${client} created its project`).toBeDefined();
        const opened = await http(server, 'GET', `/api/v1/projects/${state.id}`, token);
        expect(opened.status).toBe(200);
        const revision = opened.body.revision as number;
        const stored = opened.body.project as Record<string, unknown>;
        if (revision === state.acked!.revision) {
          expectSameContent(stored, state.acked!.project);
        } else {
          // The save in flight committed but its reply was lost with the process: it is whole.
          expect(revision, `client ${client}`).toBe(state.inFlight?.revision);
          expectSameContent(stored, state.inFlight!.project);
        }
      }
      await server.stop();
      server = undefined;
    },
  );
});
