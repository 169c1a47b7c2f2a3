import { describe, expect, it } from 'vitest';
import { installPermissionHandlers, isPermissionAllowed } from './permissions';
import { FakeSession, recordingLogger } from '../testing/fakes';

const app = 'http://127.0.0.1:40123';

describe('isPermissionAllowed', () => {
  it('grants the app its few permissions', () => {
    expect(isPermissionAllowed('fullscreen', `${app}/3d`, app)).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write', `${app}/`, app)).toBe(true);
  });

  it('denies everything else, and everything to other origins', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'hid', 'usb']) {
      expect(isPermissionAllowed(permission, `${app}/`, app)).toBe(false);
    }
    expect(isPermissionAllowed('fullscreen', 'https://evil.example/', app)).toBe(false);
  });
});

describe('installPermissionHandlers', () => {
  it('answers both requests and checks, logging denied requests', () => {
    const session = new FakeSession();
    const logger = recordingLogger();
    installPermissionHandlers(session, app, logger);
    expect(session.permissionRequestHandler?.({ permission: 'media', requestingUrl: `${app}/` })).toBe(false);
    expect(session.permissionRequestHandler?.({ permission: 'fullscreen', requestingUrl: `${app}/` })).toBe(
      true,
    );
    expect(session.permissionCheckHandler?.({ permission: 'geolocation', requestingUrl: `${app}/` })).toBe(
      false,
    );
    expect(logger.lines).toEqual([`warn Denied permission "media" to ${app}/`]);
  });
});
