// The headless Chromium flags the render worker and the browser tests share: no network chatter of
// its own, no sandbox (containers run it as root), and SwiftShader WebGL where there is no GPU.
export const HEADLESS_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
