// A refused closet change in the user's language (issue 21). Core words it, not the screen: the
// browser's toast and wizard errors, the host protocol and the server's save check need the same
// sentence. Each ClosetError carries its code and the figures its sentence names (fault.values), so
// a text is only the frame below filled in; the English `message` stays for logs.
// The frames and their filling are core/locale/frames.ts's, shared with the room's refusals.
import { fillFrame, inLanguage, type Texts } from '../locale/frames';
import type { ClosetFault } from './model';

const FRAMES: Record<string, Texts> = {
  invalid: {
    en: 'This closet value is not valid ({field})',
    it: 'Questo valore dell’armadio non è valido ({field})',
    de: 'Dieser Wert des Schranks ist ungültig ({field})',
  },
  'width-range': {
    en: 'The width must be between {min} and {max} mm, in whole millimetres',
    it: 'La larghezza deve essere tra {min} e {max} mm, in millimetri interi',
    de: 'Die Breite muss zwischen {min} und {max} mm liegen, in ganzen Millimetern',
  },
  'height-range': {
    en: 'The height must be between {min} and {max} mm, in whole millimetres',
    it: 'L’altezza deve essere tra {min} e {max} mm, in millimetri interi',
    de: 'Die Höhe muss zwischen {min} und {max} mm liegen, in ganzen Millimetern',
  },
  'depth-range': {
    en: 'The depth must be between {min} and {max} mm, in whole millimetres',
    it: 'La profondità deve essere tra {min} e {max} mm, in millimetri interi',
    de: 'Die Tiefe muss zwischen {min} und {max} mm liegen, in ganzen Millimetern',
  },
  'invalid-edit': {
    en: 'This closet change is not valid ({field})',
    it: 'Questa modifica dell’armadio non è valida ({field})',
    de: 'Diese Änderung am Schrank ist ungültig ({field})',
  },
  register: {
    en: 'The catalogue’s closet data ({register}) cannot be read: {detail}',
    it: 'I dati dell’armadio nel catalogo ({register}) non sono leggibili: {detail}',
    de: 'Die Schrankdaten des Katalogs ({register}) sind nicht lesbar: {detail}',
  },
  'divider-outside': {
    en: 'A divider must lie inside the {width} mm closet; {x} mm does not',
    it: 'Un divisorio deve stare dentro l’armadio di {width} mm; {x} mm è fuori',
    de: 'Eine Trennwand muss im {width} mm breiten Schrank liegen; {x} mm liegt außerhalb',
  },
  'divider-duplicate': {
    en: 'There is already a divider at {x} mm',
    it: 'C’è già un divisorio a {x} mm',
    de: 'Bei {x} mm steht schon eine Trennwand',
  },
  'divider-missing': {
    en: 'There is no divider number {number}',
    it: 'Non esiste il divisorio numero {number}',
    de: 'Es gibt keine Trennwand Nummer {number}',
  },
  'divider-order': {
    en: 'Divider {number} must stay between its neighbours ({left} and {right} mm)',
    it: 'Il divisorio {number} deve restare tra i suoi vicini ({left} e {right} mm)',
    de: 'Trennwand {number} muss zwischen ihren Nachbarn bleiben ({left} und {right} mm)',
  },
  'section-too-narrow': {
    en: 'Section {section} would be {width} mm wide; the minimum is {limit} mm',
    it: 'Il vano {section} sarebbe largo {width} mm; il minimo è {limit} mm',
    de: 'Fach {section} wäre {width} mm breit; das Minimum ist {limit} mm',
  },
  'section-too-wide': {
    en: 'Section {section} would be {width} mm wide; the maximum is {limit} mm',
    it: 'Il vano {section} sarebbe largo {width} mm; il massimo è {limit} mm',
    de: 'Fach {section} wäre {width} mm breit; das Maximum ist {limit} mm',
  },
  'section-missing': {
    en: 'There is no section {section}; the closet has {count}',
    it: 'Non esiste il vano {section}; l’armadio ne ha {count}',
    de: 'Es gibt kein Fach {section}; der Schrank hat {count}',
  },
  'split-widths': {
    en: 'The widths add up to {total} mm but section {section} is {width} mm wide',
    it: 'Le larghezze sommano {total} mm ma il vano {section} è largo {width} mm',
    de: 'Die Breiten ergeben {total} mm, Fach {section} ist aber {width} mm breit',
  },
  'split-not-on-divider': {
    en: 'The carcass can only be split at a divider; {x} mm is not one',
    it: 'Il corpo si divide solo in corrispondenza di un divisorio; {x} mm non lo è',
    de: 'Der Korpus lässt sich nur an einer Trennwand teilen; bei {x} mm ist keine',
  },
  'content-overlap': {
    en: 'Sections {section} and {next} hold parts at the same height; move them first',
    it: 'I vani {section} e {next} hanno elementi alla stessa altezza; spostarli prima',
    de: 'Die Fächer {section} und {next} haben Teile auf gleicher Höhe; zuerst verschieben',
  },
  'item-too-high': {
    en: 'In section {section} it would reach {top} mm; the inside is {inside} mm high',
    it: 'Nel vano {section} arriverebbe a {top} mm; l’interno è alto {inside} mm',
    de: 'In Fach {section} würde es bis {top} mm reichen; innen ist es {inside} mm hoch',
  },
  'item-overlap': {
    en: 'It would overlap another part in section {section}',
    it: 'Si sovrapporrebbe a un altro elemento nel vano {section}',
    de: 'Es würde sich in Fach {section} mit einem anderen Teil überschneiden',
  },
  'item-missing': {
    en: 'There is no item number {number}',
    it: 'Non esiste l’accessorio numero {number}',
    de: 'Es gibt kein Zubehörteil Nummer {number}',
  },
  'shelf-missing': {
    en: 'There is no shelf number {number}',
    it: 'Non esiste il ripiano numero {number}',
    de: 'Es gibt keinen Fachboden Nummer {number}',
  },
  'merge-range': {
    en: 'A merge joins two or more adjacent sections between 1 and {count}',
    it: 'Un’unione comprende due o più vani adiacenti tra 1 e {count}',
    de: 'Eine Zusammenlegung umfasst zwei oder mehr benachbarte Fächer zwischen 1 und {count}',
  },
  'merge-overlap': {
    en: 'Sections {from}–{to} cut across the merged area {otherFrom}–{otherTo}; split it first',
    it: 'I vani {from}–{to} tagliano l’area unita {otherFrom}–{otherTo}; separarla prima',
    de: 'Die Fächer {from}–{to} schneiden den zusammengelegten Bereich {otherFrom}–{otherTo}; zuerst trennen',
  },
  'merge-missing': {
    en: 'No merged area starts at section {section}',
    it: 'Nessuna area unita inizia dal vano {section}',
    de: 'Kein zusammengelegter Bereich beginnt bei Fach {section}',
  },
  'range-outside': {
    en: 'Sections {from}–{to} go past the last section, {count}',
    it: 'I vani {from}–{to} vanno oltre l’ultimo vano, il {count}',
    de: 'Die Fächer {from}–{to} gehen über das letzte Fach ({count}) hinaus',
  },
  'range-overlap': {
    en: 'Sections {from}–{to} and {otherFrom}–{otherTo} overlap',
    it: 'I vani {from}–{to} e {otherFrom}–{otherTo} si sovrappongono',
    de: 'Die Fächer {from}–{to} und {otherFrom}–{otherTo} überschneiden sich',
  },
  'area-missing': {
    en: 'Sections {from}–{to} are not one area; doors cover one section or a merged area',
    it: 'I vani {from}–{to} non sono un’area; le ante coprono un vano o un’area unita',
    de: 'Die Fächer {from}–{to} sind kein Bereich; Türen decken ein Fach oder einen zusammengelegten Bereich ab',
  },
  'frontal-panels': {
    en: 'An area takes one or two hinged doors; {panels} is not possible',
    it: 'Un’area accetta una o due ante a battente; {panels} non è possibile',
    de: 'Ein Bereich nimmt eine oder zwei Drehtüren auf; {panels} ist nicht möglich',
  },
  'frontal-missing': {
    en: 'The area at section {section} has no doors',
    it: 'L’area del vano {section} non ha ante',
    de: 'Der Bereich bei Fach {section} hat keine Türen',
  },
  'hinged-too-wide': {
    en: 'A hinged door on sections {from}–{to} would be {leaf} mm wide; the maximum is {limit} mm (use two doors or a narrower area)',
    it: 'Un’anta a battente sui vani {from}–{to} sarebbe larga {leaf} mm; il massimo è {limit} mm (usare due ante o un’area più stretta)',
    de: 'Eine Drehtür über die Fächer {from}–{to} wäre {leaf} mm breit; das Maximum ist {limit} mm (zwei Türen oder einen schmaleren Bereich wählen)',
  },
  'sliding-panels': {
    en: 'Sliding doors need at least 2 panels',
    it: 'Le ante scorrevoli richiedono almeno 2 pannelli',
    de: 'Schiebetüren brauchen mindestens 2 Paneele',
  },
  'sliding-span': {
    en: 'Sliding doors must span the whole width: merge all sections into one area first',
    it: 'Le ante scorrevoli coprono tutta la larghezza: unire prima tutti i vani in un’area',
    de: 'Schiebetüren gehen über die ganze Breite: zuerst alle Fächer zu einem Bereich zusammenlegen',
  },
  'sliding-too-wide': {
    en: 'Each sliding panel would be {panel} mm wide; the maximum is {limit} mm',
    it: 'Ogni pannello scorrevole sarebbe largo {panel} mm; il massimo è {limit} mm',
    de: 'Jedes Schiebepaneel wäre {panel} mm breit; das Maximum ist {limit} mm',
  },
  'run-wall-length': {
    en: 'A wall of the run must be between {min} and {max} mm long, in whole millimetres',
    it: 'Una parete della composizione deve essere lunga tra {min} e {max} mm, in millimetri interi',
    de: 'Eine Wand der Schrankzeile muss zwischen {min} und {max} mm lang sein, in ganzen Millimetern',
  },
  'run-closet-missing': {
    en: 'Closet {id} is not in this project',
    it: 'L’armadio {id} non è in questo progetto',
    de: 'Schrank {id} ist nicht in diesem Projekt',
  },
  'run-too-long': {
    en: 'The closets on wall {wall} need {need} mm; the wall is {length} mm',
    it: 'Gli armadi sulla parete {wall} richiedono {need} mm; la parete è di {length} mm',
    de: 'Die Schränke an Wand {wall} brauchen {need} mm; die Wand hat {length} mm',
  },
  'corner-gap': {
    en: 'The closets on wall {wall} end {gap} mm before the corner; a filler closes at most {max} mm',
    it: 'Gli armadi sulla parete {wall} finiscono {gap} mm prima dell’angolo; un compensatore chiude al massimo {max} mm',
    de: 'Die Schränke an Wand {wall} enden {gap} mm vor der Ecke; eine Passleiste schließt höchstens {max} mm',
  },
  'corner-doors': {
    en: 'Hinged doors at the corner between walls {wall} and {next} would clash; use a corner filler',
    it: 'Le ante a battente nell’angolo tra le pareti {wall} e {next} si urterebbero; usare un compensatore d’angolo',
    de: 'Drehtüren in der Ecke zwischen Wand {wall} und {next} würden zusammenstoßen; eine Eckpassleiste verwenden',
  },
  'catalogue-rule': { en: '{text}', it: '{text}', de: '{text}' },
  'closet-variable': {
    en: '{variable} of a closet is set by placing its parts in the closet tool, not as a value',
    it: '{variable} di un armadio si imposta posando le sue parti nello strumento armadi, non come valore',
    de: '{variable} eines Schranks wird im Schrankplaner durch Platzieren der Teile festgelegt, nicht als Wert',
  },
  'no-closet': {
    en: 'No closet is open',
    it: 'Nessun armadio è aperto',
    de: 'Kein Schrank ist geöffnet',
  },
  'not-closet': {
    en: 'Row {row} is not a closet',
    it: 'La riga {row} non è un armadio',
    de: 'Zeile {row} ist kein Schrank',
  },
};

/** Every code a closet refusal may carry (a test holds this to the codes core throws). */
export const CLOSET_ERROR_CODES: readonly string[] = Object.keys(FRAMES);

/** The frame of `code` in `lang` with its placeholders, for tests and translators. */
export function closetErrorFrame(code: string, lang: string): string | undefined {
  const texts = FRAMES[code];
  return texts ? inLanguage(texts, lang) : undefined;
}

/**
 * A closet refusal in `lang` (en, it or de; others get English). Falls back to the English
 * `message` when the code is unknown or the error lacks a figure its frame names, so a sentence is
 * never left with a '{placeholder}'.
 */
export function closetErrorText(
  error: { code?: string; message: string; fault?: ClosetFault },
  lang: string | undefined,
): string {
  const frame = error.code ? closetErrorFrame(error.code, lang ?? 'en') : undefined;
  if (!frame) return error.message;
  return fillFrame(frame, { section: error.fault?.section, ...error.fault?.values }) ?? error.message;
}

const PANEL_NAMES: Record<string, Texts> = {
  side: { en: 'Side panel', it: 'Fianco', de: 'Seitenwand' },
  divider: { en: 'Divider', it: 'Divisorio', de: 'Mittelwand' },
  top: { en: 'Top', it: 'Cielo', de: 'Oberboden' },
  bottom: { en: 'Bottom', it: 'Fondo', de: 'Unterboden' },
  back: { en: 'Back panel', it: 'Schienale', de: 'Rückwand' },
  plinth: { en: 'Plinth', it: 'Zoccolo', de: 'Sockel' },
  shelf: { en: 'Shelf', it: 'Ripiano', de: 'Einlegeboden' },
  'drawer-front': { en: 'Drawer front', it: 'Frontale cassetto', de: 'Schubkastenfront' },
  door: { en: 'Hinged door', it: 'Anta a battente', de: 'Drehtür' },
  'sliding-door': { en: 'Sliding door', it: 'Anta scorrevole', de: 'Schiebetür' },
};
const EDGES: Texts = { en: 'banded edges: {n}', it: 'bordi bordati: {n}', de: 'bekantete Kanten: {n}' };

/** A cut-list line in words for printed documents: 'Side panel 2500 × 600 × 18 mm, banded edges: 1'. */
export function panelLineText(
  line: { kind: string; width: number; height: number; thickness: number; edges: number },
  lang: string | undefined,
): string {
  const name = PANEL_NAMES[line.kind] ? inLanguage(PANEL_NAMES[line.kind]!, lang) : line.kind;
  const edges = inLanguage(EDGES, lang).replace('{n}', String(line.edges));
  return `${name} ${line.width} × ${line.height} × ${line.thickness} mm, ${edges}`;
}
