// The layout-tool transport (spec 4): the tool opens the app in a window of a fixed name and drives it from
// window.opener (loadCatalog and the common actions). With no opener to talk to, spec 8's error is logged.
import {
  NO_LAYOUT_WINDOW,
  appLoadedMessage,
  handleHostMessage,
  isAllowedOrigin,
  replyTargetOrigin,
  startupTargetOrigins,
  type HostPort,
  type HostReply,
  type OriginPolicy,
} from '../../core/embed';
import type { EmbedTransport } from './iframe';
import {
  replySource,
  type EmbedLog,
  type HostMessageEvent,
  type MessageTarget,
  type MessageWindow,
} from './windows';

export interface LayoutToolTransportOptions {
  win: MessageWindow;
  /** Reads window.opener now: the tool's window may close or navigate away at any time. */
  opener: () => (MessageTarget & { closed?: boolean }) | null;
  port: HostPort;
  policy: OriginPolicy;
  /** The tool's address if known (document.referrer). */
  openerHint?: string;
  log: EmbedLog;
}

export function startLayoutToolTransport(options: LayoutToolTransportOptions): EmbedTransport {
  const { win, port, policy, log } = options;
  let toolOrigins = startupTargetOrigins(policy, options.openerHint);

  const toolWindow = (): MessageTarget | null => {
    const opener = options.opener();
    return opener && opener.closed !== true ? opener : null;
  };

  const sendToTool = (message: HostReply, origins: readonly string[] = toolOrigins) => {
    const tool = toolWindow();
    if (!tool) {
      log('error', NO_LAYOUT_WINDOW);
      return;
    }
    for (const origin of origins) {
      try {
        tool.postMessage(message, origin);
      } catch (error) {
        log('error', NO_LAYOUT_WINDOW, error);
      }
    }
  };

  const onMessage = (event: HostMessageEvent) => {
    if (!isAllowedOrigin(event.origin, policy)) return;
    const origin = replyTargetOrigin(event.origin, policy);
    const tool = toolWindow();
    // Only the window that opened the app drives it in this mode.
    if (origin === null || !tool || replySource(event.source) !== tool) return;
    toolOrigins = [origin];
    const emit = (reply: HostReply) => sendToTool(reply, [origin]);
    void handleHostMessage(event.data, port, { transport: 'layout-tool', emit }).then((reply) => {
      if (reply) emit(reply);
    });
  };

  win.addEventListener('message', onMessage);
  sendToTool(appLoadedMessage());
  return { send: (event) => sendToTool(event), stop: () => win.removeEventListener('message', onMessage) };
}
