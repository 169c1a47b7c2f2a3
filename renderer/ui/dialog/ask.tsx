import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from './dialogs';
import { ASK_DIALOG_WIDTH } from './sizing';
import type { DialogContentProps } from './state';

export interface AskOptions {
  title?: ReactNode;
  /** Only Yes or No answer: Esc and outside click are ignored and no close button is shown. */
  persistent?: boolean;
}

export function AskButtons({ close }: DialogContentProps<boolean>) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" onClick={() => close(false, false)} data-answer="no">
        {t('dialog.no', 'No')}
      </Button>
      <Button onClick={() => close(true, true)} data-answer="yes">
        {t('dialog.yes', 'Yes')}
      </Button>
    </>
  );
}

/**
 * The ask dialog (spec 2: Yes/No, width 500). Resolves true for Yes; No, Esc, an outside click and
 * the close button resolve false.
 */
export async function ask(question: ReactNode, options: AskOptions = {}): Promise<boolean> {
  const { flag } = await openDialog<boolean>({
    title: options.title,
    content: question,
    footer: AskButtons,
    width: ASK_DIALOG_WIDTH,
    persistent: options.persistent,
  });
  return flag;
}

/**
 * A Yes/No question that may also be closed (Esc, the close button, an outside click) to do neither:
 * 'stay'. The unsaved-article question before leaving the configurator keeps the page that way.
 */
export async function askOrStay(question: ReactNode, options: { title?: ReactNode } = {}) {
  const { response } = await openDialog<boolean>({
    title: options.title,
    content: question,
    footer: AskButtons,
    width: ASK_DIALOG_WIDTH,
  });
  return response === true ? 'yes' : response === false ? 'no' : 'stay';
}
