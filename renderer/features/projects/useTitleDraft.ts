import { useState } from 'react';
import { projectTitleAtom } from '../../state/project';
import { useAtomValue } from '../../state/store';

/**
 * The open project's title and the person's draft of a new one (the header's title, the phone
 * menu's field). The draft starts again from the title whenever the title changes (a rename, an
 * undo, another project), set during render so the field never shows a stale draft for a frame.
 */
export function useTitleDraft(): [title: string, draft: string, setDraft: (draft: string) => void] {
  const title = useAtomValue(projectTitleAtom);
  const [draft, setDraft] = useState(title);
  const [shown, setShown] = useState(title);
  if (shown !== title) {
    setShown(title);
    setDraft(title);
  }
  return [title, draft, setDraft];
}
