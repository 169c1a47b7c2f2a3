// Issue 8: a server started in-process (the desktop host's way) listens on loopback only unless given
// a host; `npm start` binds HOST, default every interface (server/index.ts, docs/security.md).
import { networkInterfaces } from 'node:os';
import { expect, it } from 'vitest';
import { startServer } from '../../server/start';
import { tempDir } from '../support/storage';

/** An IPv4 address of this machine other than loopback, if it has one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

it.skipIf(!outside)(
  'listens on 127.0.0.1 only when no host is given (skipped where the machine has no other address)',
  { timeout: 120_000 },
  async () => {
    const server = await startServer({ port: 0, dataDir: await tempDir() });
    try {
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
      const fromOutside = await fetch(`http://${outside}:${server.port}/api/health`).then(
        (reply) => reply.status,
        (error: Error & { cause?: { code?: string } }) => error.cause?.code,
      );
      expect(fromOutside).toBe('ECONNREFUSED');
    } finally {
      await server.close();
    }
  },
);
