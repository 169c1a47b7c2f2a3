import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { readOnlyReasonAtom } from '../../state/projectRights';
import { useAtomValue } from '../../state/store';
import { statusLabel } from './statusLabel';
import './i18n/register';

/** Spec 4 and 6: the open project is read-only for this seller; says why. Nothing otherwise. */
export function ReadOnlyNotice() {
  const { t } = useTranslation('projects');
  const reason = useAtomValue(readOnlyReasonAtom);
  if (!reason) return null;
  return (
    <Alert.Root status="warning" data-testid="read-only-reason">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('readOnly.title')}</Alert.Title>
        <Alert.Description>
          {t('readOnly.reason', { status: statusLabel(reason.status), level: reason.sellerLevel })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
