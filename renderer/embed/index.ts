// The host transports (README.md). Start-up calls connectHost once; the protocol's code loads only when the
// app has a host (iframe, layout tool, desktop).
import { hostKindOf } from './hostKind';
import type { EmbedConnection, StartEmbedOptions } from './start';

export async function connectHost(options: StartEmbedOptions): Promise<EmbedConnection | null> {
  if (hostKindOf(options.win ?? window) === 'none') return null;
  const { startEmbed } = await import('./start');
  return startEmbed(options);
}

export { LAYOUT_TOOL_WINDOW_NAME } from './hostKind';
