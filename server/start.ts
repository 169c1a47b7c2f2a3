import { buildApp } from './app';
import { defaultPaths, type ServerPaths } from './paths';

export interface StartOptions {
  port: number;
  host?: string;
  paths?: ServerPaths;
  logger?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the whole back end: used by `npm start` (server/index.ts) and in-process by the desktop host.
 * Port 0 picks a free port; the returned url has the real one.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const app = await buildApp({ paths: options.paths ?? defaultPaths(), logger: options.logger ?? false });
  await app.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://localhost:${port}`, port, close: () => app.close() };
}
