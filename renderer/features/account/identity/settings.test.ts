import { describe, expect, it } from 'vitest';
import { defaultConfigFile } from '../../../../core/config/defaults';
import type { ConfigFile } from '../../../../core/config/schema';
import { identitySettings, sessionIdFrom } from './settings';

function withOidc(oidcSettings: ConfigFile['config']['oidcSettings'], on = true): ConfigFile {
  const file = structuredClone(defaultConfigFile);
  file.config.openIdIntegration = on;
  file.config.oidcSettings = oidcSettings;
  return file;
}

describe('identity settings', () => {
  it('are off unless openIdIntegration is on with an authority', () => {
    expect(
      identitySettings(withOidc({ authority: 'https://idp.example.com' }, false), 'https://a/'),
    ).toBeNull();
    expect(identitySettings(withOidc({ authority: '  ' }), 'https://a/')).toBeNull();
  });

  it('use the code flow with the return and silent renew pages under the deployment base', () => {
    const settings = identitySettings(
      withOidc({ authority: 'https://idp.example.com/tenant' }),
      'https://shop.example.com/arredo/home?x=1',
    );
    expect(settings).toEqual({
      authority: 'https://idp.example.com/tenant',
      client_id: 'arredo',
      redirect_uri: 'https://shop.example.com/arredo/home',
      silent_redirect_uri: 'https://shop.example.com/arredo/silent-renew.html',
      post_logout_redirect_uri: 'https://shop.example.com/arredo/home',
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid profile email',
      automaticSilentRenew: true,
      provider: 'idp.example.com',
    });
  });

  it('take the client id, scope and label from the configuration when given', () => {
    const settings = identitySettings(
      withOidc({
        authority: 'https://idp',
        client_id: 'shop-web',
        scope: 'openid email api',
        provider: 'Entra',
      }),
      'http://localhost:8080/',
    );
    expect(settings).toMatchObject({ client_id: 'shop-web', scope: 'openid email api', provider: 'Entra' });
  });

  it('renew the access token as long before its expiry as the configuration says', () => {
    const settings = identitySettings(
      withOidc({ authority: 'https://idp', accessTokenExpiringNotificationTimeInSeconds: 20 }),
      'http://localhost:8080/',
    );
    expect(settings?.accessTokenExpiringNotificationTimeInSeconds).toBe(20);
  });

  it('read a sessionid from the query', () => {
    expect(sessionIdFrom('?a=1&sessionid=abc')).toBe('abc');
    expect(sessionIdFrom('?sessionid=')).toBeNull();
    expect(sessionIdFrom('')).toBeNull();
  });
});
