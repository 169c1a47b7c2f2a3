// A project log entry's details as a short line in the user's language: the server records them as
// plain fields ({ rows: 6, isOffer: false }, { from: 'assigned', to: 'ordered' }).
import { statusLabel } from './statusLabel';

/** The detail fields the server writes (server/projects, server/views), with a label each. */
export const LOG_DETAIL_FIELDS = [
  'rows',
  'isOffer',
  'revision',
  'name',
  'keptAs',
  'files',
  'from',
  'fromRevision',
  'des',
  'fields',
  'shop',
  'user',
] as const;

type Translate = (key: string) => string;

function valueText(value: unknown, t: Translate): string {
  if (typeof value === 'boolean') return t(value ? 'log.yes' : 'log.no');
  if (Array.isArray(value)) return value.map((item) => valueText(item, t)).join(', ');
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * "from → to" (status labels) for a status change, then its other fields; else every field as
 * "label: value". A field this does not know keeps its name.
 */
export function logDetailText(detail: unknown, t: Translate): string {
  if (!detail || typeof detail !== 'object') return '';
  const record = { ...(detail as Record<string, unknown>) };
  const parts: string[] = [];
  if (typeof record.to === 'string' && 'from' in record) {
    parts.push(`${statusLabel(record.from as string)} → ${statusLabel(record.to)}`);
    delete record.from;
    delete record.to;
  }
  for (const [key, value] of Object.entries(record)) {
    const label = (LOG_DETAIL_FIELDS as readonly string[]).includes(key) ? t(`log.fields.${key}`) : key;
    parts.push(`${label}: ${valueText(value, t)}`);
  }
  return parts.join(', ');
}
