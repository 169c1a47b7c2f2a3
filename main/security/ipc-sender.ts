// Electron security checklist #17 Validate the sender of all IPC messages (the VS Code way): the channel
// carries the `arredo:` prefix, the sender is a main frame (never an iframe) and its document is on the
// app origin.
import type { FrameRef } from '../facade';
import { isAppUrl } from './origins';

export const CHANNEL_PREFIX = 'arredo:';

export type SenderCheck = { ok: true } | { ok: false; reason: string };

export function validateIpcSender(channel: string, frame: FrameRef | null, appOrigin: string): SenderCheck {
  if (!channel.startsWith(CHANNEL_PREFIX)) {
    return { ok: false, reason: `channel "${channel}" lacks the ${CHANNEL_PREFIX} prefix` };
  }
  if (!frame) return { ok: false, reason: 'the sending frame is gone' };
  if (frame.parent !== null) return { ok: false, reason: `a sub-frame (${frame.url}) may not send` };
  if (!isAppUrl(frame.url, appOrigin)) return { ok: false, reason: `sender ${frame.url} is not the app` };
  return { ok: true };
}
