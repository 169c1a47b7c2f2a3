import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DialogContentProps } from '../../ui/dialog';

/**
 * Yes / No that tell No apart from closing: No resolves (false, 'no'), closing (Esc, outside click,
 * the close button) resolves (false) with no response, which the flows take as "cancel".
 */
export function AnswerButtons({ close }: DialogContentProps<'yes' | 'no'>) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" onClick={() => close(false, 'no')} data-answer="no">
        {t('dialog.no')}
      </Button>
      <Button onClick={() => close(true, 'yes')} data-answer="yes">
        {t('dialog.yes')}
      </Button>
    </>
  );
}
