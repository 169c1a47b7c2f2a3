// Picks the host the app runs under and connects it to the protocol, once, at start-up (renderer/main.tsx):
// the desktop host's preload object, the layout tool's window (fixed name), an iframe, or nothing.
import { GuestAdmission, originPolicy, type ArredoHost, type HostPort } from '../../core/embed';
import type { RouteDef } from '../app/routes';
import { logger } from '../state/logs';
import { sessionIdAtom } from '../state/session';
import { store } from '../state/store';
import { watchAppEvents } from './appEvents';
import { createAppFacade } from './appFacade';
import { startDesktopTransport } from './desktop';
import { watchDesktopState } from './desktopCommands';
import { desktopStateSource, menuDispatch, offerRecovery } from './desktopState';
import type { EmbedFacade } from './facade';
import { createHostPort } from './hostPort';
import { startIframeTransport } from './iframe';
import type { EmbedTransport } from './windowMessages';
import { hostKindOf, type EmbedHostKind } from './hostKind';
import { startLayoutToolTransport } from './layoutTool';
import type { EmbedLog } from './windows';

const log: EmbedLog = (level, message, detail) => logger[level](message, detail);

/** The parent's address as far as the browser tells: ancestorOrigins (Chromium), else the referrer. */
function parentHint(win: Window): string {
  return win.location.ancestorOrigins?.[0] ?? win.document.referrer;
}

export interface StartEmbedOptions {
  routes: readonly RouteDef[];
  /** The configuration's `sites`: the tool environments allowed to drive the app. */
  sites: readonly string[];
  /** The router's base path ('' at the root). */
  basename: string;
  win?: Window;
  /** Tests and the lead's merge may pass another facade; default: renderer actions and store. */
  facade?: EmbedFacade;
}

export interface EmbedConnection {
  kind: EmbedHostKind;
  port: HostPort | null;
  stop(): void;
}

/** Connects the app to its host, if it has one. Call once. */
export function startEmbed(options: StartEmbedOptions): EmbedConnection {
  const win = options.win ?? window;
  const desktopHost = (win as Window & { arredoHost?: ArredoHost }).arredoHost;
  const kind = hostKindOf(win);
  if (kind === 'none') return { kind, port: null, stop: () => undefined };

  const query = new URLSearchParams(win.location.search);
  const sessionIdAtLoad = query.get('sessionid');
  const facade =
    options.facade ??
    createAppFacade({
      routes: options.routes.map(({ name, path }) => ({ name, path })),
      currentPath: () => win.location.pathname.slice(options.basename.length) || '/',
      // The sign-in's session id; before one, the URL's.
      sessionId: () => store.get(sessionIdAtom) ?? (sessionIdAtLoad || null),
    });
  const port = createHostPort(facade);
  const policy = originPolicy(win.location.origin, options.sites);
  if (policy.rejected.length)
    log('warn', 'Configuration sites that are not http(s) addresses', policy.rejected);

  let transport: EmbedTransport;
  let stopDesktop = () => undefined as void;
  if (kind === 'desktop') {
    transport = startDesktopTransport(desktopHost!, port, log, {
      dispatch: menuDispatch,
      offerRecovery,
    });
    stopDesktop = watchDesktopState(desktopHost!, desktopStateSource(), log);
  } else if (kind === 'layout-tool') {
    transport = startLayoutToolTransport({
      win,
      opener: () => win.opener as Window | null,
      port,
      policy,
      openerHint: win.document.referrer,
      log,
    });
  } else {
    transport = startIframeTransport({
      win,
      parent: win.parent,
      port,
      policy,
      admission: new GuestAdmission({ sessionId: sessionIdAtLoad, userId: query.get('userid') }),
      parentHint: parentHint(win),
      log,
    });
  }
  logger.info('Host connected', kind);
  const stopEvents = watchAppEvents({ facade, send: transport.send, log });
  return {
    kind,
    port,
    stop: () => {
      stopDesktop();
      stopEvents();
      transport.stop();
    },
  };
}
