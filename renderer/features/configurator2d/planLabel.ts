/** An average glyph's width as a share of the font size (the UI's sans-serif). */
const GLYPH = 0.56;
/** Line height as a share of the font size. */
const LEADING = 1.15;
const MIN_SIZE = 8;

export interface FittedLabel {
  /** Font size in px; 0 when the name fits nowhere readable (no label is drawn). */
  size: number;
  lines: string[];
}

/** The words of `label` in `count` lines of about equal length (greedy on the longest line). */
function split(words: readonly string[], count: number): string[] {
  if (count === 1 || words.length <= 1) return [words.join(' ')];
  const target = words.join(' ').length / count;
  const lines: string[] = [];
  let line = '';
  for (const [i, word] of words.entries()) {
    const left = words.length - i;
    const linesLeft = count - lines.length;
    if (line && (line.length + 1 + word.length > target * 1.15 || left < linesLeft) && linesLeft > 1) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/**
 * A unit's name inside its outline on screen (`width` × `height` px): one line as large as the zoom
 * allows (9 to 12 px), else broken into two or three lines at spaces, so "Base unit with doors" is
 * still read on a 600 mm unit instead of being dropped; nothing below 8 px or in a thin item.
 */
export function fitLabel(label: string, width: number, height: number, k: number): FittedLabel {
  const room = width - 8;
  const cap = Math.max(9, Math.min(12, 60 * k));
  const words = label.split(/\s+/).filter(Boolean);
  if (height < 26 || room <= 0 || words.length === 0) return { size: 0, lines: [] };
  for (let count = 1; count <= Math.min(3, words.length); count++) {
    const lines = split(words, count);
    const longest = Math.max(...lines.map((l) => l.length));
    const size = Math.min(cap, room / (longest * GLYPH), (height - 4) / (count * LEADING));
    if (size >= MIN_SIZE) return { size, lines };
  }
  return { size: 0, lines: [] };
}

export const LABEL_LEADING = LEADING;
