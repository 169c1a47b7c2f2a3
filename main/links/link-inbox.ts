// Where `arredo://` links arrive: the first instance's command line, a second instance's command line
// (Windows, Linux), and macOS `open-url` events, which can come before the window exists. Valid links become
// app messages, held until the app can take them; anything else is logged and dropped.
import type { HostEnvelope } from '../../core/embed/host';
import type { Logger } from '../facade';
import { parseLink } from './project-link';

export type LinkSource = 'command line' | 'second instance' | 'open-url';

export class LinkInbox {
  private readonly held: HostEnvelope[] = [];
  private deliver?: (message: HostEnvelope) => void;

  constructor(private readonly logger: Logger) {}

  /** Parses a link; a valid one is delivered (or held until connect), an invalid one logged. */
  receive(link: string, source: LinkSource): boolean {
    const parsed = parseLink(link);
    if (!parsed.ok) {
      this.logger.warn(
        `Ignored link from the ${source}: ${parsed.reason} (${JSON.stringify(link.slice(0, 80))})`,
      );
      return false;
    }
    this.logger.info(`Link from the ${source}: open project ${parsed.target.id}`);
    const message: HostEnvelope = { action: 'openProject', id: parsed.target.id };
    if (this.deliver) this.deliver(message);
    else this.held.push(message);
    return true;
  }

  /** From now on links go to `deliver`; those that came earlier go first. */
  connect(deliver: (message: HostEnvelope) => void): void {
    this.deliver = deliver;
    for (const message of this.held.splice(0)) deliver(message);
  }
}
