// What the projects list shows from inside a project's document, kept in columns of its own
// (list_total, has_picture) written with the document, so a page of the list reads no document.
// The same values as the SQL that read them before (migration 0009 fills older rows with it):
//   list_total  = data->'customerFields'->>'generalTotal'
//   has_picture = coalesce(data->>'img', '') like 'data:image/%'

import { pictureIdOf } from '../../core/project';

export interface ListColumns {
  listTotal: string | null;
  hasPicture: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `->>` of a JSON value: a string as it is, null for JSON null or a missing key, else its JSON text. */
const asText = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

export function listColumnsOf(data: Record<string, unknown>): ListColumns {
  const fields = data.customerFields;
  return {
    listTotal: isObject(fields) ? asText(fields.generalTotal) : null,
    // An inline picture, or (issue 25) a stored one's reference.
    hasPicture: (asText(data.img) ?? '').startsWith('data:image/') || pictureIdOf(data.img) !== null,
  };
}
