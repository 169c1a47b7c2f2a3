import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { dispatch, reportActionError } from '../../actions';
import { i18n } from '../../i18n';
import { articleEditAtom } from '../../state/article';
import { configAtom } from '../../state/app';
import { currentRowAtom } from '../../state/evaluation';
import { store, useAtomValue } from '../../state/store';
import { articleUnsavedAtom } from './panelState';
import { askOrStay } from '../../ui/dialog';

/** Whether the article being configured differs from what was last saved (spec 4). */
export function articleNeedsSave(): boolean {
  const editing = store.get(articleEditAtom);
  const row = store.get(currentRowAtom);
  if (!editing || !row || String(row.uniqueid) !== editing.rowId) return false;
  return editing.savedVar === null || editing.savedVar !== (row.var ?? '');
}

/**
 * Spec 4: leaving the configurator with an unsaved or modified article asks 'Save current
 * article?' / 'Save current changes?'. Yes saves it; No removes a never-saved row or restores the
 * last saved choices; closing the question (Esc, the close button) stays on the page: false.
 */
export async function confirmArticle(): Promise<boolean> {
  if (!articleNeedsSave()) return true;
  const neverSaved = store.get(articleEditAtom)?.savedVar === null;
  const t = i18n.getFixedT(null, 'configurator');
  const answer = await askOrStay(neverSaved ? t('guard.saveArticle') : t('guard.saveChanges'), {
    title: neverSaved ? t('guard.articleNotSaved') : t('guard.unsavedChanges'),
  });
  if (answer === 'stay') return false;
  const name = answer === 'yes' ? 'saveArticle' : 'discardArticle';
  try {
    await dispatch(name);
  } catch (error) {
    reportActionError(name, error);
  }
  return true;
}

/** Blocks in-app navigation away from the configurator until the article question is answered. */
export function useArticleGuard(): void {
  const needSave = useAtomValue(configAtom)?.config.customparams.needSaveArticles ?? true;
  // The blocker is registered again when the article's saved state flips (articleNeedsSave reads the
  // store when it is asked); following every change of the row would re-render the screen per click.
  useAtomValue(articleUnsavedAtom);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      needSave && currentLocation.pathname !== nextLocation.pathname && articleNeedsSave(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmArticle().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
}
