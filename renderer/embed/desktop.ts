// The desktop transport: the preload's window.arredoHost (core/embed/host.ts) replaces postMessage. Main
// checks the sender of its IPC channels, so there is no origin check here.
import {
  appLoadedMessage,
  handleHostMessage,
  type ArredoHost,
  type HostPort,
  type HostReply,
} from '../../core/embed';
import type { EmbedTransport } from './windowMessages';
import type { EmbedLog } from './windows';

export function startDesktopTransport(host: ArredoHost, port: HostPort, log: EmbedLog): EmbedTransport {
  const send = (message: HostReply) => {
    try {
      host.sendToHost(message);
    } catch (error) {
      log('warn', 'Could not send to the desktop host', error);
    }
  };
  const unsubscribe = host.onHostMessage((message) => {
    void handleHostMessage(message, port, { transport: 'desktop', emit: send }).then((reply) => {
      if (reply) send(reply);
    });
  });
  send(appLoadedMessage());
  return { send, stop: unsubscribe };
}
