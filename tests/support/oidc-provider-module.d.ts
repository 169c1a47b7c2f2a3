// oidc-provider ships no TypeScript declarations (and @types/oidc-provider is not installed): the
// test provider uses it untyped.
declare module 'oidc-provider' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Provider: any;
  export default Provider;
}
