/**
 * Picks the text for `lang` from a `local` map: exact code, lower-cased code, primary subtag
 * (de-CH -> de), else the default `des`.
 */
export function localise(
  des: string,
  local: Readonly<Record<string, string>> | undefined,
  lang?: string,
): string {
  if (!local || !lang) return des;
  const exact = local[lang] ?? local[lang.toLowerCase()];
  if (exact !== undefined) return exact;
  const primary = lang.toLowerCase().split(/[-_]/)[0];
  return (primary !== undefined ? local[primary] : undefined) ?? des;
}
