import Big from 'big.js';
import { z } from 'zod';
import { withCoherentRun } from './closetRunEdits';
import { CURRENT_SCHEMA_VERSION, Project } from './schema';

/** A project that cannot be loaded; the message says why. */
export class ProjectLoadError extends Error {
  override name = 'ProjectLoadError';
}

type Raw = Record<string, unknown>;

interface Migration {
  from: number;
  describe: string;
  migrate: (project: Raw) => Raw;
}

/**
 * Migrations, applied in order from the project's version up to CURRENT_SCHEMA_VERSION. A project
 * without schemaVersion is version 1 (saved before versions existed). Each step is pure.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    describe: 'amounts and percents stored as JSON numbers become decimal strings',
    migrate: migrateAmountsToDecimalStrings,
  },
];

/**
 * Validates a saved project and migrates it to the current schema. Throws ProjectLoadError for
 * anything that is not a project object, for versions newer than this app, and for invalid data.
 */
export function loadProject(input: unknown): Project {
  if (!isRecord(input)) throw new ProjectLoadError('Project inputs must be project objects');
  let raw: Raw = input;
  let version = schemaVersionOf(raw);
  if (version > CURRENT_SCHEMA_VERSION) {
    throw new ProjectLoadError(
      `Project schema version ${version} is newer than this app supports (${CURRENT_SCHEMA_VERSION})`,
    );
  }
  while (version < CURRENT_SCHEMA_VERSION) {
    const step = MIGRATIONS.find((m) => m.from === version);
    if (!step) throw new ProjectLoadError(`No migration from project schema version ${version}`);
    raw = { ...step.migrate(raw), schemaVersion: version + 1 };
    version += 1;
  }
  const parsed = Project.safeParse(raw);
  if (!parsed.success) throw new ProjectLoadError(`Invalid project:\n${z.prettifyError(parsed.error)}`);
  return withCoherentRun(parsed.data);
}

function schemaVersionOf(raw: Raw): number {
  const version = raw.schemaVersion;
  if (version === undefined || version === null) return 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new ProjectLoadError(`Invalid project schema version ${JSON.stringify(version)}`);
  }
  return version;
}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// --- v1 -> v2 -------------------------------------------------------------------------------

const TOTAL_FIELDS = [
  'vat',
  'discount1',
  'discount2',
  'totVatE',
  'totVatI',
  'totalGoods',
  'totalServices',
  'generalTotal',
];
const CATALOG_FIELDS = ['tot', 'totV', 'totServices', 'discount1', 'discount'];
const SERVICE_FIELDS = ['offer', 'perc', 'vat', 'price', 'total'];

/**
 * v1 stored amounts as JSON numbers (and sometimes as text with a decimal comma, or null). v2 keeps
 * them as decimal text. Numbers go through their shortest decimal text and are rounded to 10
 * decimals, which removes binary noise such as 0.30000000000000004 without touching real digits.
 */
function migrateAmountsToDecimalStrings(project: Raw): Raw {
  const out: Raw = { ...project };
  if (Array.isArray(project.rows)) out.rows = project.rows.map(migrateRow);
  if (isRecord(project.customerFields)) out.customerFields = migrateCustomerFields(project.customerFields);
  return out;
}

function migrateRow(row: unknown): unknown {
  if (!isRecord(row) || !Array.isArray(row.erp)) return row;
  const erp = row.erp.map((line: unknown) => {
    if (!isRecord(line)) return line;
    const out = withAmounts(line, ['punit']);
    if (typeof line.qt === 'string') out.qt = quantityOf(line.qt);
    if (isRecord(line.customDataFe)) out.customDataFe = withAmounts(line.customDataFe, ['iva']);
    return out;
  });
  return { ...row, erp };
}

function migrateCustomerFields(fields: Raw): Raw {
  const out = withAmounts(fields, TOTAL_FIELDS);
  if (Array.isArray(fields.rows)) {
    out.rows = fields.rows.map((r: unknown) => {
      if (!isRecord(r)) return r;
      const row = withAmounts(r, ['vat']);
      if (typeof r.qt === 'string') row.qt = quantityOf(r.qt);
      return row;
    });
  }
  if (isRecord(fields.catalogsRows)) {
    out.catalogsRows = mapValues(fields.catalogsRows, (c) =>
      isRecord(c) ? withAmounts(c, CATALOG_FIELDS) : c,
    );
  }
  if (isRecord(fields.servicesRows)) {
    out.servicesRows = mapValues(fields.servicesRows, (list) =>
      Array.isArray(list)
        ? list.map((s: unknown) => (isRecord(s) ? withAmounts(s, SERVICE_FIELDS) : s))
        : list,
    );
  }
  return out;
}

function withAmounts(record: Raw, fields: readonly string[]): Raw {
  const out: Raw = { ...record };
  for (const field of fields) {
    if (!(field in record)) continue;
    const text = amountText(record[field]);
    if (text === undefined) delete out[field];
    else out[field] = text;
  }
  return out;
}

function amountText(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return value; // left for validation to reject with a clear message
    return new Big(String(value)).round(10, Big.roundHalfUp).toFixed();
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    return /^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  }
  return value;
}

function quantityOf(text: string): number | string {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) ? n : text;
}

function mapValues(record: Raw, fn: (value: unknown) => unknown): Raw {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v)]));
}
