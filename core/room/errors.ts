// A refused room change in the user's language: the plan's toasts, the room design dialog and the
// pen's typed length say the same sentence. Each RoomError carries its code and the figures its
// sentence names; the English `message` (what logs and tests read) is the English frame filled in.
// The sentences are translations, kept with the other texts in a JSON file (messages.json).
import { fillFrame, inLanguage, type Texts } from '../locale/frames';
import messages from './messages.json' with { type: 'json' };

const FRAMES: Record<RoomErrorCode, Texts> = messages.frames;
/**
 * Words a frame names by value (a field, an opening's kind, a side, a corner), said in the frame's
 * language. Italian and German frames open with the field or the opening, so those words carry
 * their article; an opening met by another (`other`) is named in the middle of a sentence.
 */
const WORDS: Record<string, Texts> = messages.words;
const OPENING_MET: Record<string, Texts> = messages.openingMet;
const WORD_KEYS = new Set(['field', 'kind', 'side', 'opposite', 'corner']);

export type RoomErrorCode = keyof typeof messages.frames;

type Figures = Readonly<Record<string, string | number>>;

function roomErrorText(code: RoomErrorCode, figures: Figures, lang: string | undefined): string {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(figures)) {
    const word = WORD_KEYS.has(key) ? WORDS[value] : key === 'other' ? OPENING_MET[value] : undefined;
    values[key] = word ? inLanguage(word, lang) : value;
  }
  return fillFrame(inLanguage(FRAMES[code], lang), values) ?? fillFrame(FRAMES[code].en, figures) ?? code;
}

export class RoomError extends Error {
  constructor(
    readonly code: RoomErrorCode,
    readonly figures: Figures = {},
  ) {
    super(roomErrorText(code, figures, 'en'));
    this.name = 'RoomError';
  }

  /** The refusal in the user's language; English for other languages. */
  inLanguage(lang: string | undefined): string {
    return roomErrorText(this.code, this.figures, lang);
  }
}

export const ROOM_ERROR_CODES = Object.keys(FRAMES) as RoomErrorCode[];
/** For tests: every frame of a code, to check each names the same figures. */
export const roomErrorFrames = (code: RoomErrorCode): Texts => FRAMES[code];
