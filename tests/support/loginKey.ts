// The README's example for integrators, verbatim: an RSA login key (a short-lived RS256 JWT) made
// with node:crypto only. The login tests sign with it, so the documented code is the tested code.
import { createSign, randomUUID } from 'node:crypto';

export function arredoLoginKey(
  privateKeyPem: string,
  { shop, user, kid }: { shop: string; user: string; kid: string },
) {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const header = b64({ alg: 'RS256', typ: 'JWT', kid });
  const claims = b64({ id: shop, user, jti: randomUUID(), iat, exp: iat + 60 });
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(privateKeyPem, 'base64url');
  return `${header}.${claims}.${signature}`;
}
