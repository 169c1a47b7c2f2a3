// Sentences core says in the user's language (closet and room refusals): each a frame per language
// with {named} figures, so one English `message` for logs and the same sentence in Italian and German
// come from one table. Tiny and free of domain imports: it rides with the errors into any chunk.

/** A text in the three languages the tool speaks. */
export type Texts = { en: string; it: string; de: string };

/** The text in the user's language ('it-CH' reads Italian); English for any other. */
export function inLanguage(t: Texts, lang: string | undefined): string {
  const base = (lang ?? 'en').split('-')[0]?.toLowerCase();
  return base === 'it' || base === 'de' ? t[base] : t.en;
}

/** The frame with its {named} figures filled in; null when a figure it names is missing. */
export function fillFrame(
  frame: string,
  values: Readonly<Record<string, string | number | undefined>>,
): string | null {
  let complete = true;
  const text = frame.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) complete = false;
    return String(value);
  });
  return complete ? text : null;
}
