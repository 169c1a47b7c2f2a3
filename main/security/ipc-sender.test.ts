import { describe, expect, it } from 'vitest';
import { validateIpcSender } from './ipc-sender';

const app = 'http://127.0.0.1:40123';
const mainFrame = { url: `${app}/home`, parent: null };

describe('validateIpcSender', () => {
  it('accepts the app main frame on an arredo: channel', () => {
    expect(validateIpcSender('arredo:to-host', mainFrame, app)).toEqual({ ok: true });
  });

  it('rejects channels without the prefix', () => {
    expect(validateIpcSender('to-host', mainFrame, app)).toEqual({
      ok: false,
      reason: 'channel "to-host" lacks the arredo: prefix',
    });
  });

  it('rejects sub-frames, even same-origin ones', () => {
    const iframe = { url: `${app}/embedded`, parent: mainFrame };
    expect(validateIpcSender('arredo:to-host', iframe, app).ok).toBe(false);
  });

  it('rejects other origins and vanished frames', () => {
    expect(validateIpcSender('arredo:to-host', { url: 'https://evil.example/', parent: null }, app)).toEqual({
      ok: false,
      reason: 'sender https://evil.example/ is not the app',
    });
    expect(validateIpcSender('arredo:to-host', null, app)).toEqual({
      ok: false,
      reason: 'the sending frame is gone',
    });
  });
});
