import { atom } from './store';

/**
 * The article being configured (spec 4, saved/unsaved): its row and the choices last saved, null
 * when it was never saved (a fresh insert). Leaving it with other choices asks to save.
 */
export interface ArticleEdit {
  rowId: string;
  savedVar: string | null;
}

export const articleEditAtom = atom<ArticleEdit | null>(null);
