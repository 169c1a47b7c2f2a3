// The desktop settings kept by electron-store (settings.json in the user-data folder). They are read as
// untrusted input: an administrator or a kiosk image may have edited the file by hand.
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const httpsOrigin = z
  .url({ protocol: /^https$/, error: 'must be an https:// origin' })
  .refine((value) => new URL(value).origin === value.replace(/\/$/, ''), {
    error: 'must be an origin only (scheme, host and port, no path)',
  })
  .transform((value) => new URL(value).origin);

export const settingsSchema = z.object({
  /** A remote Arredo back end; when set the app loads it instead of starting its own server. */
  backendUrl: httpUrl.optional(),
  /** https origins whose links may open in the system browser. */
  externalLinkOrigins: z.array(httpsOrigin).default([]),
});

export type DesktopSettings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: DesktopSettings = { externalLinkOrigins: [] };

export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

/** Validates stored settings; throws a SettingsError that names each bad field. */
export function parseSettings(raw: unknown): DesktopSettings {
  const result = settingsSchema.safeParse(raw ?? {});
  if (!result.success) throw new SettingsError(`Invalid desktop settings: ${z.prettifyError(result.error)}`);
  return result.data;
}
