// Values of the deployment's configuration file (resources/config/config.json) the server acts on:
// the read-only statuses (spec 4: customparams.roStatus) and the customer deployment (config.customer,
// which decides the GDPR rule). The file is edited in place by deployments, so it is re-read when its
// modification time changes.
import { readFile, stat } from 'node:fs/promises';
import { parseConfigFile, type ConfigFile } from '../../core/config/schema';
import { defaultConfigFile } from '../../core/config/defaults';

/** How long a read of the file is trusted before its modification time is checked again. */
const RECHECK_MS = 1000;

/** One value of the configuration file; the shipped default's when the file is missing or invalid. */
export class ConfigValueSource<T> {
  private cached: { mtimeMs: number; value: T } | null = null;
  private checkedAt = -Infinity;

  constructor(
    private readonly configFile: string,
    private readonly name: string,
    private readonly pick: (file: ConfigFile) => T,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {}

  /** The configured value; the default when the file is missing or invalid (and says why). */
  async get(): Promise<T> {
    if (this.cached && performance.now() - this.checkedAt < RECHECK_MS) return this.cached.value;
    this.checkedAt = performance.now();
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.configFile)).mtimeMs;
    } catch {
      return this.fallback(`configuration file ${this.configFile} is missing`, -1);
    }
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.value;
    let parsed;
    try {
      parsed = parseConfigFile(JSON.parse(await readFile(this.configFile, 'utf8')));
    } catch (error) {
      return this.fallback(`configuration file is not JSON (${(error as Error).message})`, mtimeMs);
    }
    if (!parsed.ok) return this.fallback(`configuration file is invalid: ${parsed.error}`, mtimeMs);
    this.cached = { mtimeMs, value: this.pick(parsed.value) };
    return this.cached.value;
  }

  private fallback(why: string, mtimeMs: number): T {
    const value = this.pick(defaultConfigFile);
    if (this.cached?.mtimeMs !== mtimeMs) this.warn(`${this.name}: ${why}; using the default`);
    this.cached = { mtimeMs, value };
    return value;
  }
}

export class RoStatusSource extends ConfigValueSource<readonly string[]> {
  constructor(configFile: string, warn?: (message: string) => void) {
    super(configFile, 'roStatus', (file) => file.config.customparams.roStatus, warn);
  }
}
