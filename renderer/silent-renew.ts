// The silent renew page's script: hands the provider's answer (in the fragment) to the app's
// UserManager in the parent window. Bundled like the app: nothing comes from a CDN.
import { UserManager } from 'oidc-client-ts';

// Only the response mode matters here (where to read the answer); the parent checks everything else.
void new UserManager({
  authority: window.location.origin,
  client_id: 'arredo',
  redirect_uri: '',
  response_mode: 'fragment',
})
  .signinSilentCallback()
  .catch((error: Error) => console.error('Identity silent renew callback failed:', error.message));
