// The layout-tool transport (spec 4): the tool opens the app in a window of a fixed name and drives it from
// window.opener (loadCatalog and the common actions). With no opener to talk to, spec 8's error is logged.
import {
  NO_LAYOUT_WINDOW,
  appLoadedMessage,
  startupTargetOrigins,
  type HostPort,
  type HostReply,
  type OriginPolicy,
} from '../../core/embed';
import { listenForHostMessages, type EmbedTransport } from './windowMessages';
import { replySource, type EmbedLog, type MessageTarget, type MessageWindow } from './windows';

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

  // The tool's window is read again at each post: it may have closed while an action ran.
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

  const stop = listenForHostMessages({
    win,
    port,
    policy,
    transport: 'layout-tool',
    // Only the window that opened the app drives it in this mode.
    replyTarget: (event, origin) => {
      const tool = toolWindow();
      if (!tool || replySource(event.source) !== tool) return null;
      toolOrigins = [origin];
      return tool;
    },
    post: (_tool, message, origin) => sendToTool(message, [origin]),
  });
  sendToTool(appLoadedMessage());
  return { send: (event) => sendToTool(event), stop };
}
