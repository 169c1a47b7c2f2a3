// The read-only statuses (spec 4: customparams.roStatus of resources/config/config.json). The file
// is edited in place by deployments, so it is re-read when its modification time changes.
import { readFile, stat } from 'node:fs/promises';
import { parseConfigFile } from '../../core/config/schema';
import { defaultConfigFile } from '../../core/config/defaults';

/** How long a read of the file is trusted before its modification time is checked again. */
const RECHECK_MS = 1000;

export class RoStatusSource {
  private cached: { mtimeMs: number; roStatus: readonly string[] } | null = null;
  private checkedAt = -Infinity;

  constructor(
    private readonly configFile: string,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {}

  /** The configured list; the shipped default when the file is missing or invalid (and says why). */
  async get(): Promise<readonly string[]> {
    if (this.cached && performance.now() - this.checkedAt < RECHECK_MS) return this.cached.roStatus;
    this.checkedAt = performance.now();
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.configFile)).mtimeMs;
    } catch {
      return this.fallback(`configuration file ${this.configFile} is missing`, -1);
    }
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.roStatus;
    let parsed;
    try {
      parsed = parseConfigFile(JSON.parse(await readFile(this.configFile, 'utf8')));
    } catch (error) {
      return this.fallback(`configuration file is not JSON (${(error as Error).message})`, mtimeMs);
    }
    if (!parsed.ok) return this.fallback(`configuration file is invalid: ${parsed.error}`, mtimeMs);
    this.cached = { mtimeMs, roStatus: parsed.value.config.customparams.roStatus };
    return this.cached.roStatus;
  }

  private fallback(why: string, mtimeMs: number): readonly string[] {
    const roStatus = defaultConfigFile.config.customparams.roStatus;
    if (this.cached?.mtimeMs !== mtimeMs) this.warn(`roStatus: ${why}; using the default list`);
    this.cached = { mtimeMs, roStatus };
    return roStatus;
  }
}
