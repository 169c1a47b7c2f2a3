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
import { runDesktopCommand, type DesktopCommandDeps } from './desktopCommands';
import type { EmbedLog } from './windows';

export function startDesktopTransport(
  host: ArredoHost,
  port: HostPort,
  log: EmbedLog,
  commands?: Omit<DesktopCommandDeps, 'host' | 'log'>,
): EmbedTransport {
  const send = (message: HostReply) => {
    try {
      host.sendToHost(message);
    } catch (error) {
      log('warn', 'Could not send to the desktop host', error);
    }
  };
  const unsubscribe = host.onHostMessage((message) => {
    // Menu commands and the recovery offer are the host's own; everything else is the protocol.
    if (commands && runDesktopCommand(message, { ...commands, host, log })) return;
    void handleHostMessage(message, port, { transport: 'desktop', emit: send }).then((reply) => {
      if (reply) send(reply);
    });
  });
  send(appLoadedMessage());
  return { send, stop: unsubscribe };
}
