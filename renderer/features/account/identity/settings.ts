// The oidc-client-ts settings a configuration file implies (pure: tested without a browser).
import type { ConfigFile } from '../../../../core/config/schema';

const DEFAULT_CLIENT_ID = 'arredo';
const DEFAULT_SCOPE = 'openid profile email';
/** The page the provider's silent renew loads in a hidden iframe (bundled: renderer/silent-renew.html). */
const SILENT_RENEW_PAGE = 'silent-renew.html';
/** Where the provider sends the browser back after sign-in: home, with the code in the fragment. */
const RETURN_PATH = 'home';

export interface IdentitySettings {
  authority: string;
  client_id: string;
  redirect_uri: string;
  silent_redirect_uri: string;
  post_logout_redirect_uri: string;
  response_type: 'code';
  /** The fragment: the address never reaches a server log, and main.tsx spots the return by it. */
  response_mode: 'fragment';
  scope: string;
  automaticSilentRenew: true;
  /** Seconds before an access token expires that it is renewed (oidc-client-ts's default 60 when absent). */
  accessTokenExpiringNotificationTimeInSeconds?: number;
  /** The provider's label in the server's log (spec 7: identity sign-in carries one). */
  provider: string;
}

/** Null when identity sign-in is off or has no authority. */
export function identitySettings(file: ConfigFile, baseUri: string): IdentitySettings | null {
  const { openIdIntegration, oidcSettings } = file.config;
  const authority = oidcSettings.authority.trim();
  if (!openIdIntegration || !authority) return null;
  const base = new URL('.', baseUri).toString();
  return {
    authority,
    client_id: oidcSettings.client_id?.trim() || DEFAULT_CLIENT_ID,
    redirect_uri: new URL(RETURN_PATH, base).toString(),
    silent_redirect_uri: new URL(SILENT_RENEW_PAGE, base).toString(),
    post_logout_redirect_uri: new URL(RETURN_PATH, base).toString(),
    response_type: 'code',
    response_mode: 'fragment',
    scope: oidcSettings.scope?.trim() || DEFAULT_SCOPE,
    automaticSilentRenew: true,
    ...(oidcSettings.accessTokenExpiringNotificationTimeInSeconds !== undefined && {
      accessTokenExpiringNotificationTimeInSeconds: oidcSettings.accessTokenExpiringNotificationTimeInSeconds,
    }),
    provider: oidcSettings.provider?.trim() || safeHost(authority),
  };
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Spec 4: a sessionid in the address; compared with the one stored at the last identity sign-in. */
export function sessionIdFrom(search: string): string | null {
  return new URLSearchParams(search).get('sessionid')?.trim() || null;
}
