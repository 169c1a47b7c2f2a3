import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { defaultConfigFile } from '../../core/config/defaults';
import { tempDir } from '../../tests/support/storage';
import { RoStatusSource } from './ro-status';

const configWith = (roStatus: string[]) =>
  JSON.stringify({
    ...defaultConfigFile,
    config: {
      ...defaultConfigFile.config,
      customparams: { ...defaultConfigFile.config.customparams, roStatus },
    },
  });

it('reads roStatus from the configuration file and re-reads it when the file changes', async () => {
  vi.useFakeTimers({ toFake: ['performance'] });
  try {
    const file = join(await tempDir(), 'config.json');
    await writeFile(file, configWith(['ordered']));
    const source = new RoStatusSource(file, () => undefined);
    expect(await source.get()).toEqual(['ordered']);
    await writeFile(file, configWith(['shipped', 'delivered']));
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    // Trusted for a second, then the modification time is checked again.
    expect(await source.get()).toEqual(['ordered']);
    vi.advanceTimersByTime(1500);
    expect(await source.get()).toEqual(['shipped', 'delivered']);
  } finally {
    vi.useRealTimers();
  }
});

it('falls back to the default list, and says why, when the file is missing or invalid', async () => {
  const dir = await tempDir();
  const warnings: string[] = [];
  const missing = new RoStatusSource(join(dir, 'none.json'), (m) => warnings.push(m));
  expect(await missing.get()).toEqual(defaultConfigFile.config.customparams.roStatus);
  const file = join(dir, 'bad.json');
  await writeFile(file, '{"config": {"customparams": {"roStatus": 3}}}');
  const invalid = new RoStatusSource(file, (m) => warnings.push(m));
  expect(await invalid.get()).toEqual(defaultConfigFile.config.customparams.roStatus);
  expect(warnings).toEqual([expect.stringMatching(/missing/), expect.stringMatching(/invalid/)]);
});
