/**
 * Text formats of the closet rule registers (spec 3): the catalogue's rule engine writes these four
 * registers for a closet model, and the closet tool reads them back into a ClosetModel (and writes
 * them again when the user changes the closet). All numbers are whole millimetres or 1-based section
 * numbers; spaces around tokens are ignored; names are case-insensitive on input, upper case on output.
 *
 *   CLOSETSTRUCT  'W=2400;H=2500;D=600;PLACE=3'
 *                 width, height, depth and placement id (1 wall, 2 wall item, 3 floor, 5 box,
 *                 8 ceiling). All four keys required, in any order, each once.
 *
 *   CLOSETDIV     '800,1600'
 *                 divider x positions from the left outer edge, strictly ascending. '' = no dividers.
 *
 *   CLITEMS       'SHELF,1,1200,18;DRAWER,1,0,200;RAIL,2,1800,40'
 *                 TYPE,SECTION,Y,HEIGHT entries: Y from the bottom of the inside, HEIGHT the band the
 *                 item occupies (a shelf's thickness). TYPE is SHELF, DRAWER, RAIL, SHOERACK, BASKET
 *                 or TROUSERRACK. SHELF entries become `shelves`, the others `items`. '' = empty.
 *
 *   CLOSETAREAS   '1-2:SLIDING/2;3:HINGED/1;4:NONE'
 *                 FROM-TO (or a single section N) : FRONTAL. A range of two or more sections is a
 *                 merge. FRONTAL is NONE, HINGED/panels or SLIDING/panels. Entries ascend and do not
 *                 overlap; sections not listed are single areas without doors. '' = nothing.
 */
import type { ClosetFrontal, ClosetMerge } from './model';
import {
  ClosetDividers,
  ClosetError,
  ClosetItem,
  ClosetShelf,
  ClosetStructure,
  type ClosetItemType,
  type ClosetModel,
  type FrontalType,
} from './model';

export const CLOSET_REGISTER_NAMES = ['CLOSETSTRUCT', 'CLOSETDIV', 'CLITEMS', 'CLOSETAREAS'] as const;
export type ClosetRegisterName = (typeof CLOSET_REGISTER_NAMES)[number];
export type ClosetRegisters = Record<ClosetRegisterName, string>;

function fail(register: ClosetRegisterName, text: string, why: string): never {
  throw new ClosetError('register', `${register} '${text}': ${why}`, {
    values: { register, detail: `'${text}': ${why}` },
  });
}

/** Whole, non-negative number written only with digits. */
function parseWhole(register: ClosetRegisterName, text: string, token: string): number {
  const t = token.trim();
  if (!/^\d+$/.test(t)) fail(register, text, `'${t}' is not a whole number`);
  return Number(t);
}

function splitList(text: string, separator: string): string[] {
  return text.trim() === '' ? [] : text.split(separator).map((part) => part.trim());
}

function firstIssue(error: { issues: { message: string; path: PropertyKey[] }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid value';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

// ---- CLOSETSTRUCT ----

const STRUCT_KEYS = { W: 'width', H: 'height', D: 'depth', PLACE: 'placement' } as const;
type StructKey = keyof typeof STRUCT_KEYS;

export function parseStructRegister(text: string): ClosetStructure {
  const fields: Partial<Record<(typeof STRUCT_KEYS)[StructKey], number>> = {};
  for (const pair of splitList(text, ';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) fail('CLOSETSTRUCT', text, `'${pair}' is not KEY=VALUE`);
    const key = pair.slice(0, eq).trim().toUpperCase();
    if (!(key in STRUCT_KEYS)) fail('CLOSETSTRUCT', text, `unknown key '${key}'`);
    const field = STRUCT_KEYS[key as StructKey];
    if (fields[field] !== undefined) fail('CLOSETSTRUCT', text, `key '${key}' given twice`);
    fields[field] = parseWhole('CLOSETSTRUCT', text, pair.slice(eq + 1));
  }
  for (const [key, field] of Object.entries(STRUCT_KEYS)) {
    if (fields[field] === undefined) fail('CLOSETSTRUCT', text, `missing key '${key}'`);
  }
  const parsed = ClosetStructure.safeParse(fields);
  if (!parsed.success) fail('CLOSETSTRUCT', text, firstIssue(parsed.error));
  return parsed.data;
}

export function formatStructRegister(s: ClosetStructure): string {
  return `W=${s.width};H=${s.height};D=${s.depth};PLACE=${s.placement}`;
}

// ---- CLOSETDIV ----

export function parseDividersRegister(text: string): ClosetDividers {
  const xs = splitList(text, ',').map((token) => parseWhole('CLOSETDIV', text, token));
  const parsed = ClosetDividers.safeParse(xs);
  if (!parsed.success) fail('CLOSETDIV', text, firstIssue(parsed.error));
  return parsed.data;
}

export function formatDividersRegister(dividers: readonly number[]): string {
  return dividers.join(',');
}

// ---- CLITEMS ----

const ITEM_CODES: Record<ClosetItemType | 'shelf', string> = {
  shelf: 'SHELF',
  drawer: 'DRAWER',
  rail: 'RAIL',
  'shoe-rack': 'SHOERACK',
  basket: 'BASKET',
  'trouser-rack': 'TROUSERRACK',
};
const ITEM_TYPES_BY_CODE = new Map(Object.entries(ITEM_CODES).map(([type, code]) => [code, type]));

export interface ClosetContents {
  items: ClosetItem[];
  shelves: ClosetShelf[];
}

export function parseItemsRegister(text: string): ClosetContents {
  const items: ClosetItem[] = [];
  const shelves: ClosetShelf[] = [];
  for (const entry of splitList(text, ';')) {
    const parts = entry.split(',');
    if (parts.length !== 4) fail('CLITEMS', text, `'${entry}' is not TYPE,SECTION,Y,HEIGHT`);
    const code = (parts[0] ?? '').trim().toUpperCase();
    const type = ITEM_TYPES_BY_CODE.get(code);
    if (type === undefined) fail('CLITEMS', text, `unknown item type '${code}'`);
    const [section, y, height] = parts.slice(1).map((p) => parseWhole('CLITEMS', text, p));
    if (type === 'shelf') {
      const parsed = ClosetShelf.safeParse({ section, y, thickness: height });
      if (!parsed.success) fail('CLITEMS', text, `'${entry}': ${firstIssue(parsed.error)}`);
      shelves.push(parsed.data);
    } else {
      const parsed = ClosetItem.safeParse({ type, section, y, height });
      if (!parsed.success) fail('CLITEMS', text, `'${entry}': ${firstIssue(parsed.error)}`);
      items.push(parsed.data);
    }
  }
  return { items, shelves };
}

/** Shelves first, then items, each in the given order. */
export function formatItemsRegister(contents: ClosetContents): string {
  const shelves = contents.shelves.map((s) => `SHELF,${s.section},${s.y},${s.thickness}`);
  const items = contents.items.map((i) => `${ITEM_CODES[i.type]},${i.section},${i.y},${i.height}`);
  return [...shelves, ...items].join(';');
}

// ---- CLOSETAREAS ----

export interface ClosetAreaSettings {
  merges: ClosetMerge[];
  frontals: ClosetFrontal[];
}

const FRONTAL_CODES: Record<FrontalType, string> = { hinged: 'HINGED', sliding: 'SLIDING' };

export function parseAreasRegister(text: string): ClosetAreaSettings {
  const merges: ClosetMerge[] = [];
  const frontals: ClosetFrontal[] = [];
  let lastTo = 0;
  for (const entry of splitList(text, ';')) {
    const match = /^(\d+)(?:\s*-\s*(\d+))?\s*:\s*(NONE|HINGED\s*\/\s*(\d+)|SLIDING\s*\/\s*(\d+))$/i.exec(
      entry,
    );
    if (!match) fail('CLOSETAREAS', text, `'${entry}' is not FROM-TO:FRONTAL`);
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1) fail('CLOSETAREAS', text, `'${entry}': sections start at 1`);
    if (to < from) fail('CLOSETAREAS', text, `'${entry}': range ends before it starts`);
    if (from <= lastTo) fail('CLOSETAREAS', text, `'${entry}': entries must ascend without overlapping`);
    lastTo = to;
    if (to > from) merges.push({ from, to });
    const panelsText = match[4] ?? match[5];
    if (panelsText !== undefined) {
      const type: FrontalType = match[4] !== undefined ? 'hinged' : 'sliding';
      const panels = Number(panelsText);
      if (panels < 1) fail('CLOSETAREAS', text, `'${entry}': at least one panel`);
      frontals.push({ type, from, to, panels });
    }
  }
  return { merges, frontals };
}

/**
 * Lists every area of a closet with `sectionCount` sections, in order, so the register is complete.
 * Merges and frontals must describe non-overlapping ranges within the sections.
 */
export function formatAreasRegister(settings: ClosetAreaSettings, sectionCount: number): string {
  const entries: string[] = [];
  const mergeAt = new Map(settings.merges.map((m) => [m.from, m]));
  const frontalAt = new Map(settings.frontals.map((f) => [f.from, f]));
  let section = 1;
  while (section <= sectionCount) {
    const to = mergeAt.get(section)?.to ?? section;
    const frontal = frontalAt.get(section);
    const range = to > section ? `${section}-${to}` : `${section}`;
    const door = frontal ? `${FRONTAL_CODES[frontal.type]}/${frontal.panels}` : 'NONE';
    entries.push(`${range}:${door}`);
    section = to + 1;
  }
  return entries.join(';');
}

// ---- all four ----

/** Reads a closet model from the rule registers; CLOSETSTRUCT is required, the others default to empty. */
export function closetFromRegisters(registers: Partial<Record<string, string>>): ClosetModel {
  const struct = registers.CLOSETSTRUCT;
  if (struct === undefined)
    throw new ClosetError('register', 'CLOSETSTRUCT register is missing', {
      values: { register: 'CLOSETSTRUCT', detail: '—' },
    });
  const { items, shelves } = parseItemsRegister(registers.CLITEMS ?? '');
  const { merges, frontals } = parseAreasRegister(registers.CLOSETAREAS ?? '');
  return {
    structure: parseStructRegister(struct),
    dividers: parseDividersRegister(registers.CLOSETDIV ?? ''),
    items,
    shelves,
    merges,
    frontals,
    externalDivision: [],
  };
}

export function closetToRegisters(model: ClosetModel): ClosetRegisters {
  return {
    CLOSETSTRUCT: formatStructRegister(model.structure),
    CLOSETDIV: formatDividersRegister(model.dividers),
    CLITEMS: formatItemsRegister(model),
    CLOSETAREAS: formatAreasRegister(model, model.dividers.length + 1),
  };
}
