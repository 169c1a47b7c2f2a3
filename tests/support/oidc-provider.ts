// A real OpenID Connect provider for tests (the `oidc-provider` package) on a free 127.0.0.1 port: one
// public client for the app (authorization code with PKCE), one test account, and a plain sign-in
// form (no consent step, nothing fetched from the internet) the test fills like a user.
// Access tokens are JWTs for the app's audience, signed with a key made here; `publicJwks` is what an
// administrator registers on the Arredo server (PUT /api/v1/auth/identity-providers).
import { createServer } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { exportJWK, generateKeyPair, type JSONWebKeySet } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  /** What the user types as login on the provider's form. */
  login: string;
  password: string;
  /** The token subject. */
  sub: string;
  email: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  audience: string;
  publicJwks: JSONWebKeySet;
  account: TestAccount;
  close(): Promise<void>;
}

/** The API resource the access tokens are for (RFC 8707 resource indicator). */
const RESOURCE = 'urn:arredo:api';
const API_SCOPE = 'arredo';

/** The parts of the provider's Koa context the interaction uses. */
interface ProviderContext {
  path: string;
  method: string;
  req: IncomingMessage;
  res: unknown;
  type: string;
  status: number;
  body: string;
  respond: boolean;
}

function freePort(host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function signInPage(action: string, error = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body style="font-family: sans-serif; max-width: 22rem; margin: 3rem auto">
<h1>Test identity provider</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
  <p><label>Login <input name="login" autocomplete="username" required></label></p>
  <p><label>Password <input name="password" type="password" autocomplete="current-password" required></label></p>
  <p><button type="submit">Sign in</button></p>
</form></body></html>`;
}

export async function startOidcProvider(options: {
  /** The app's sign-in return addresses (and silent renew page). */
  redirectUris: string[];
  clientId?: string;
  audience?: string;
  account?: Partial<TestAccount>;
  /**
   * The provider's host. Silent renew loads the provider in a hidden iframe of the app, which sends the
   * provider's session cookie (SameSite=Lax) only when both are the same site: 'localhost' for an app
   * on localhost (ports do not count). Default 127.0.0.1.
   */
  host?: 'localhost' | '127.0.0.1';
  /** Access token lifetime in seconds (default 3600); short ones make the app renew them. */
  accessTokenTtl?: number;
}): Promise<TestOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const accessTokenTtl = options.accessTokenTtl ?? 3600;
  const port = await freePort(host === 'localhost' ? '127.0.0.1' : host);
  const issuer = `http://${host}:${port}`;
  const clientId = options.clientId ?? 'arredo-web';
  const audience = options.audience ?? 'arredo-web';
  const account: TestAccount = {
    login: 'oidc.user',
    password: 'provider-password',
    sub: 'subject-0001',
    email: 'oidc.user@example.com',
    ...options.account,
  };
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-signing-key';
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const origins = new Set(options.redirectUris.map((uri) => new URL(uri).origin));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.redirectUris,
      },
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: ['arredo-test-provider-cookie-key'] },
    scopes: ['openid', 'profile', 'email', 'offline_access', API_SCOPE],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
      AccessToken: accessTokenTtl,
      IdToken: 3600,
      AuthorizationCode: 60,
    },
    clientBasedCORS: (_ctx: unknown, origin: string) => origins.has(origin),
    findAccount: (_ctx: unknown, id: string) =>
      id === account.sub
        ? {
            accountId: id,
            claims: () => ({ sub: id, email: account.email, email_verified: true, name: account.login }),
          }
        : undefined,
    // The app's server reads the e-mail from the access token (first sign-in makes the customer).
    extraTokenClaims: (_ctx: unknown, token: { kind: string; accountId?: string }) =>
      token.kind === 'AccessToken' && token.accountId === account.sub
        ? { email: account.email, email_verified: true }
        : undefined,
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPE,
          audience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: accessTokenTtl,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
  });

  // The interaction: a plain form; a right login signs in and grants the app what it asked for.
  provider.use(async (ctx: ProviderContext, next: () => Promise<void>) => {
    const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (ctx.method === 'GET') {
      ctx.type = 'html';
      ctx.body = signInPage(ctx.path);
      return;
    }
    const form = await formBody(ctx.req);
    if (form.get('login') !== account.login || form.get('password') !== account.password) {
      ctx.type = 'html';
      ctx.status = 401;
      ctx.body = signInPage(ctx.path, 'Wrong login or password');
      return;
    }
    const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope('openid profile email offline_access');
    grant.addOIDCClaims(['email', 'email_verified', 'name']);
    grant.addResourceScope(RESOURCE, API_SCOPE);
    const grantId = await grant.save();
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    ctx.respond = false;
  });

  const server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolveListen) => server.once('listening', () => resolveListen()));
  return {
    issuer,
    clientId,
    audience,
    publicJwks: { keys: [publicJwk] },
    account,
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}
