// The iframe transport (spec 5, 7): a parent page drives the app with postMessage. Only the app's own origin
// and the configuration's sites may speak (others are ignored without a reply); replies go to the sender's
// origin, never '*'; 'APP loaded' goes to the parent's origin at start.
import {
  appLoadedMessage,
  handleHostMessage,
  isAllowedOrigin,
  replyTargetOrigin,
  startupTargetOrigins,
  type GuestAdmission,
  type HostPort,
  type HostReply,
  type OriginPolicy,
} from '../../core/embed';
import {
  replySource,
  type EmbedLog,
  type HostMessageEvent,
  type MessageTarget,
  type MessageWindow,
} from './windows';

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

export interface EmbedTransport {
  /** Sends an event the app raises on its own (loaded, saved, pricesChanged ...) to the host. */
  send(event: HostReply): void;
  stop(): void;
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

  const onMessage = (event: HostMessageEvent) => {
    if (!isAllowedOrigin(event.origin, policy)) return;
    const origin = replyTargetOrigin(event.origin, policy);
    if (origin === null) return;
    const source = replySource(event.source) ?? parent;
    const emit = (reply: HostReply) => post(source, reply, origin, log);
    void handleHostMessage(event.data, port, { transport: 'iframe', admission, emit }).then((reply) => {
      if (!reply) return;
      if (source === parent) eventOrigins = [origin];
      emit(reply);
    });
  };

  win.addEventListener('message', onMessage);
  sendToParent(appLoadedMessage());
  return {
    send: sendToParent,
    stop: () => win.removeEventListener('message', onMessage),
  };
}
