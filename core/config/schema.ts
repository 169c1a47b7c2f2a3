// zod/mini: the same validation as classic zod, but tree-shakable, so the renderer's first load stays small.
import * as z from 'zod/mini';

/**
 * The configuration file (spec 3, "Configuration file"): `config/config.json`, fetched by the renderer at
 * start-up. Every field of the spec is here; unknown extra fields are dropped, wrong types are refused.
 */

const nonEmpty = z.string().check(z.trim(), z.minLength(1));

/** A measure unit code such as MM, EX, KG, LB, CR, CI. */
const unitCode = z
  .string()
  .check(z.regex(/^[A-Z]{1,4}$/, 'expected an upper-case unit code such as MM, KG or CR'));

export const measuresSchema = z.object({
  length: unitCode,
  weight: unitCode,
  volume: unitCode,
  /** Falls back to nround.ext.num, then 0 (spec 9). */
  lengthDecimals: z.optional(z.int().check(z.minimum(0), z.maximum(6))),
});

/** Automatic login (spec 4): id, user and password together, or all empty for none (spec 5). */
export const autologinSchema = z.object({ id: z.string(), user: z.string(), password: z.string() }).check(
  z.refine(
    ({ id, user, password }) => {
      const filled = [id, user, password].filter((value) => value.trim() !== '').length;
      return filled === 0 || filled === 3;
    },
    { message: 'autologin needs id, user and password together (or all empty)' },
  ),
);

export const customParamsSchema = z.object({
  /** Project statuses read-only for sellers below level 4. */
  roStatus: z.array(nonEmpty),
  needSaveArticles: z.boolean(),
  usefulVar: z.array(nonEmpty),
  /** false skips the room selector on a new project. */
  selectRoom: z.boolean(),
  /** true routes item search to /citemsearch. */
  customItemSearch: z.boolean(),
  /**
   * Spec 4 photo flow: true offers to photograph the rows that still need a photo (ntp), 600 x 600
   * each; false or absent hides it.
   */
  photoRow: z.optional(z.boolean()),
});

export const appConfigSchema = z.object({
  /** The customer deployment (renderer/customers/<name>/); null for the standard product. */
  customer: z.nullable(
    z
      .string()
      .check(z.regex(/^[a-z][a-z0-9-]*$/, 'customer names are lower-case letters, digits and hyphens')),
  ),
  /** Render farm server; trailing slashes are removed when used. */
  rfServer: z.string(),
  transname: z.string(),
  openIdIntegration: z.boolean(),
  /**
   * Identity sign-in (spec 4) when openIdIntegration is on: the provider's issuer URL, and optionally
   * the app's client id at the provider (default 'arredo'), the scopes asked for (default
   * 'openid profile email'), a label for logs (default: the authority's host) and how many seconds
   * before an access token expires it is renewed (default 60, oidc-client-ts's).
   */
  oidcSettings: z.object({
    authority: z.string(),
    client_id: z.optional(z.string()),
    scope: z.optional(z.string()),
    provider: z.optional(z.string()),
    accessTokenExpiringNotificationTimeInSeconds: z.optional(z.int().check(z.minimum(1))),
  }),
  rfAuthHidden: z.boolean(),
  isguest: z.boolean(),
  measures: measuresSchema,
  nround: z.object({ ext: z.object({ num: z.int().check(z.minimum(0), z.maximum(6)) }) }),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'expected an ISO 4217 currency code such as EUR')),
  forcedcatalog: z.string(),
  languages: z.array(nonEmpty).check(z.minLength(1, 'at least one language is needed')),
  customerAssignment: z.boolean(),
  customparams: customParamsSchema,
  autologin: autologinSchema,
  /** The report used for offers when none is given. */
  selectedReport: z.string(),
});

export const configFileSchema = z.object({
  config: appConfigSchema,
  /** The back-end site this deployment talks to. */
  backsite: z.string(),
  /**
   * Valid back-ends: the layout tool's environments (local, dev, test, prod, partner) whose pages may
   * drive the app through messages, besides the app's own origin (core/embed/origins.ts).
   */
  sites: z.array(z.string()),
  /** dClass variables: keyed map, each entry names its component. */
  dclass: z.record(z.string(), z.looseObject({ comp: nonEmpty })),
  /**
   * Monitoring key; empty means no monitoring ('INSTANA KEY NOT PRESENT'). `endpoint`: where the
   * browser sends OTLP/HTTP traces (JSON), default the same origin's /otlp/v1/traces (a collector
   * behind the app's reverse proxy; another origin must be allowed by the page's connect-src).
   */
  monitoring: z.object({ key: z.string(), endpoint: z.optional(z.string()) }),
});

export type ConfigFile = z.infer<typeof configFileSchema>;
export type AppConfig = z.infer<typeof appConfigSchema>;
export type Autologin = z.infer<typeof autologinSchema>;

export type ConfigResult = { ok: true; value: ConfigFile } | { ok: false; error: string };

/** Validates parsed JSON; the error lists each wrong field by its path. */
export function parseConfigFile(input: unknown): ConfigResult {
  const result = configFileSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const error = result.error.issues
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  return { ok: false, error };
}

/** The autologin credentials when all three are set, else null. */
export function autologinCredentials(config: AppConfig): Autologin | null {
  const { id, user, password } = config.autologin;
  return id.trim() && user.trim() && password.trim() ? { id, user, password } : null;
}
