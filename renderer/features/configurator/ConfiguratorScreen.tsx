import { HStack } from '@chakra-ui/react';
import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/screens';
import { currentEvaluationStatusAtom } from '../../state/evaluation';
import { useAtomValue } from '../../state/store';
import { NoProjectScreen } from '../../ui/NoProjectScreen';
import { ScreenPage } from '../../ui/ScreenPage';
import { ConfiguratorPanel } from './ConfiguratorPanel';
import { modelNameAtom } from './panelState';
import './texts';
import { useArticleGuard } from './useArticleGuard';
import { Room3DLink } from '../configurator3d/Room3DLink';
import { LinkButton } from '../../ui/LinkButton';

/**
 * /configurator: the current row's options and prices (the panel the 3D room shows too), with the
 * article question on leaving (spec 4). It follows whether there is a row and the model's name, not
 * each change of the row (the panel's parts follow those).
 */
export default function ConfiguratorScreen(_props: ScreenProps) {
  const { t } = useTranslation('configurator');
  const status = useAtomValue(currentEvaluationStatusAtom);
  const modelDes = useAtomValue(modelNameAtom);
  useArticleGuard();

  if (status === 'none') {
    return (
      <NoProjectScreen
        ns="configurator"
        title={t('title')}
        icon={<SlidersHorizontal />}
        action={t('findFurniture')}
      />
    );
  }
  if (status !== 'ok') {
    return (
      <ScreenPage title={t('title')}>
        <ConfiguratorPanel variant="page" />
      </ScreenPage>
    );
  }

  return (
    <ScreenPage
      title={modelDes}
      actions={
        <HStack gap="2">
          <LinkButton to="/itemsearch" variant="ghost" size="sm">
            <ArrowLeft />
            {t('findFurniture')}
          </LinkButton>
          <Room3DLink label={t('view3d')} variant="outline" />
        </HStack>
      }
    >
      <ConfiguratorPanel variant="page" />
    </ScreenPage>
  );
}
