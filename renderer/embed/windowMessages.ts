// What the two window transports (iframe, layout tool) share: the origin checks, one call of the protocol per
// message, and the reply (and any event the action emits first) posted back to the sender's origin, never '*'.
import {
  handleHostMessage,
  isAllowedOrigin,
  replyTargetOrigin,
  type GuestAdmission,
  type HostPort,
  type HostReply,
  type OriginPolicy,
} from '../../core/embed';
import type { HostMessageEvent, MessageTarget, MessageWindow } from './windows';

/** What a transport gives its host: the app's own events, and the way to disconnect. */
export interface EmbedTransport {
  /** Sends an event the app raises on its own (loaded, saved, pricesChanged ...) to the host. */
  send(event: HostReply): void;
  stop(): void;
}

export interface WindowMessagesOptions {
  win: MessageWindow;
  port: HostPort;
  policy: OriginPolicy;
  transport: 'iframe' | 'layout-tool';
  admission?: GuestAdmission;
  /** The window that gets the replies to this (allowed) message, or null to leave it unanswered. */
  replyTarget(event: HostMessageEvent, origin: string): MessageTarget | null;
  /** Posts a reply or an emitted event; the transport logs what fails. */
  post(target: MessageTarget, message: HostReply, origin: string): void;
  /** After the protocol answered a message from `target` at `origin` (before the reply is posted). */
  onAnswered?(target: MessageTarget, origin: string): void;
}

/** Listens for host messages on `win`; returns the function that stops listening. */
export function listenForHostMessages(options: WindowMessagesOptions): () => void {
  const { win, port, policy, transport, admission } = options;
  const onMessage = (event: HostMessageEvent) => {
    if (!isAllowedOrigin(event.origin, policy)) return;
    const origin = replyTargetOrigin(event.origin, policy);
    if (origin === null) return;
    const target = options.replyTarget(event, origin);
    if (!target) return;
    const emit = (reply: HostReply) => options.post(target, reply, origin);
    const context = admission ? { transport, admission, emit } : { transport, emit };
    void handleHostMessage(event.data, port, context).then((reply) => {
      if (!reply) return;
      options.onAnswered?.(target, origin);
      emit(reply);
    });
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
