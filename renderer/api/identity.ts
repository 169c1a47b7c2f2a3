// RSA login and identity sign-in (spec 7; server/api/identity-routes.ts), and the administrator calls
// that register what they trust. Both logins set the session cookie and reply session and profile,
// like the password login.
import { defaultTransport, type Transport } from './transport';
import type { SessionReply } from './types';
import { session } from './auth';

export interface IdentitySignIn {
  /** The identity provider's access token (a JWT). */
  accessToken: string;
  /** The provider's issuer URL; must be registered on the server. */
  authority: string;
  /** Provider label, for the server's log. */
  provider: string;
}

/** A JSON Web Key Set of public keys only (no `d`, no `oct`). */
export interface PublicJwks {
  keys: ({ kty: string } & Record<string, unknown>)[];
}

export interface IdentityProvider {
  authority: string;
  audience: string;
  jwks: PublicJwks;
  /** Shop of the customers created on first sign-in; null or absent: the guest shop. */
  shopCod?: string | null;
}

export interface IdentityApi {
  /** One-time RS256 login key from the parent page; 401 'RSA login failed: <reason>'. */
  rsaLogin(key: string): Promise<SessionReply>;
  /** 401 'Identity sign-in failed: <reason>'; a first sign-in creates a customer. */
  signIn(input: IdentitySignIn): Promise<SessionReply>;
  /** Administrators: trust an RSA public key (SPKI PEM) under the `kid` login keys will carry. */
  /**
   * Administrators: register an integrator's public key, bound to the shops (and roles: default pro
   * and customer; 'admin' only when listed) whose users it may sign in.
   */
  saveTrustedKey(
    name: string,
    publicKeyPem: string,
    scope: { shops: string[]; roles?: string[] },
  ): Promise<void>;
  deleteTrustedKey(name: string): Promise<void>;
  /** Administrators: register or replace a provider and its JWKS (again on every key rotation). */
  saveIdentityProvider(provider: IdentityProvider): Promise<void>;
}

export function createIdentityApi(transport: Transport = defaultTransport): IdentityApi {
  return {
    rsaLogin: async (key) =>
      session('key login', await transport.json('POST', 'auth/rsa', { body: { key } })),
    signIn: async (input) =>
      session('sign-in', await transport.json('POST', 'auth/identity', { body: input })),
    saveTrustedKey: async (name, publicKeyPem, scope) => {
      await transport.json<undefined>('PUT', `auth/trusted-keys/${encodeURIComponent(name)}`, {
        body: { publicKeyPem, ...scope },
      });
    },
    deleteTrustedKey: async (name) => {
      await transport.json<undefined>('DELETE', `auth/trusted-keys/${encodeURIComponent(name)}`);
    },
    saveIdentityProvider: async (provider) => {
      await transport.json<undefined>('PUT', 'auth/identity-providers', { body: provider });
    },
  };
}
