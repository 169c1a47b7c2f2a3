// The iframe transport (spec 5, 7): a parent page drives the app with postMessage. Only the app's own origin
// and the configuration's sites may speak (others are ignored without a reply); replies go to the sender's
// origin, never '*'; 'APP loaded' goes to the parent's origin at start.
import {
  appLoadedMessage,
  startupTargetOrigins,
  type GuestAdmission,
  type HostPort,
  type HostReply,
  type OriginPolicy,
} from '../../core/embed';
import { listenForHostMessages, type EmbedTransport } from './windowMessages';
import { replySource, type EmbedLog, type MessageTarget, type MessageWindow } from './windows';

export type { EmbedTransport } from './windowMessages';

export interface IframeTransportOptions {
  /** The app's window: where 'message' events arrive. */
  win: MessageWindow;
  /** The parent window (window.parent). */
  parent: MessageTarget;
  port: HostPort;
  policy: OriginPolicy;
  admission: GuestAdmission;
  /** The parent's address if the browser reveals it (location.ancestorOrigins[0] or document.referrer). */
  parentHint?: string;
  log: EmbedLog;
}

/** Posts to a window, logging instead of throwing (a parent that navigated away, a detached frame). */
function post(target: MessageTarget, message: HostReply, origin: string, log: EmbedLog): void {
  try {
    target.postMessage(message, origin);
  } catch (error) {
    log('warn', 'Could not post to the host page', error);
  }
}

export function startIframeTransport(options: IframeTransportOptions): EmbedTransport {
  const { win, parent, port, policy, admission, log } = options;
  // Events go where 'APP loaded' went until the parent speaks; then to the origin it spoke from.
  let eventOrigins = startupTargetOrigins(policy, options.parentHint);

  const sendToParent = (event: HostReply) => {
    for (const origin of eventOrigins) post(parent, event, origin, log);
  };

  const stop = listenForHostMessages({
    win,
    port,
    policy,
    transport: 'iframe',
    admission,
    replyTarget: (event) => replySource(event.source) ?? parent,
    post: (target, message, origin) => post(target, message, origin, log),
    onAnswered: (target, origin) => {
      if (target === parent) eventOrigins = [origin];
    },
  });
  sendToParent(appLoadedMessage());
  return { send: sendToParent, stop };
}
