// Promotions (spec 7: jGetCatPromos with Catalogo and orderdate): campaigns, deliveries and lists,
// kept as data in resources/promotions.json. An entry may name `catalogs` (none: every catalogue)
// and a validity `validFrom`/`validTo` (inclusive ISO dates). Entries with an empty cod are dropped.
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import { PromotionsState } from '../../core/project/entities';
import { defaultPaths } from '../paths';

const isoDate = z.iso.date('Expected a date like 2026-11-22');
const Entry = z.looseObject({
  cod: z.union([z.string(), z.number()]).optional(),
  catalogs: z.array(z.string()).optional(),
  validFrom: isoDate.optional(),
  validTo: isoDate.optional(),
});
export const PromotionsFile = z.object({
  campaigns: z.array(Entry).default([]),
  deliveries: z.array(Entry).default([]),
  lists: z.array(Entry).default([]),
});
export type PromotionsFile = z.infer<typeof PromotionsFile>;
type Entry = z.infer<typeof Entry>;

type Promotion = Record<string, unknown> & { cod: string };

export interface PromotionsReply {
  campaigns: Promotion[];
  deliveries: Promotion[];
  lists: Promotion[];
}

export function promotionsFile(resourcesDir = defaultPaths().resourcesDir): string {
  return resolve(resourcesDir, 'promotions.json');
}

let cached: { path: string; mtimeMs: number; data: PromotionsFile } | null = null;

/** Reads the promotions file, again only when it changed on disk; no file means no promotions. */
export async function readPromotions(path = promotionsFile()): Promise<PromotionsFile> {
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(path)).mtimeMs;
  } catch {
    return PromotionsFile.parse({});
  }
  if (cached?.path === path && cached.mtimeMs === mtimeMs) return cached.data;
  const parsed = PromotionsFile.safeParse(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.success) throw new Error(`Invalid ${path}:\n${z.prettifyError(parsed.error)}`);
  cached = { path, mtimeMs, data: parsed.data };
  return parsed.data;
}

/** The entries for a catalogue (null: any) valid on `date` (YYYY-MM-DD), empty cods dropped. */
export function selectPromotions(
  data: PromotionsFile,
  catalog: string | null,
  date: string,
): PromotionsReply {
  const applies = (entry: Entry) =>
    (!catalog || !entry.catalogs || entry.catalogs.some((c) => c.toUpperCase() === catalog.toUpperCase())) &&
    (!entry.validFrom || entry.validFrom <= date) &&
    (!entry.validTo || date <= entry.validTo);
  const state = PromotionsState.parse({
    campaigns: data.campaigns.filter(applies),
    deliveries: data.deliveries.filter(applies),
    lists: data.lists.filter(applies),
  });
  const clean = (entries: Record<string, unknown>[]): Promotion[] =>
    entries.map((entry) => ({ ...entry, cod: String(entry.cod).trim() }));
  return {
    campaigns: clean(state.campaigns),
    deliveries: clean(state.deliveries),
    lists: clean(state.lists),
  };
}
