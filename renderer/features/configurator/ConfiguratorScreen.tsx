import { Box, Button, HStack } from '@chakra-ui/react';
import { ArrowLeft, Box as Box3D, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScreenProps } from '../../app/screens';
import { contentLanguageAtom } from '../../state/catalogs';
import { currentEvaluationAtom, currentRowAtom } from '../../state/evaluation';
import { useAtomValue } from '../../state/store';
import { NoProjectState } from '../../ui/NoProjectState';
import { ScreenPage } from '../../ui/ScreenPage';
import { ConfiguratorPanel } from './ConfiguratorPanel';
import './texts';
import { useArticleGuard } from './useArticleGuard';

/**
 * /configurator: the current row's options and prices (the panel the 3D room shows too), with the
 * article question on leaving (spec 4).
 */
export default function ConfiguratorScreen(_props: ScreenProps) {
  const { t } = useTranslation('configurator');
  const row = useAtomValue(currentRowAtom);
  const current = useAtomValue(currentEvaluationAtom);
  const lang = useAtomValue(contentLanguageAtom);
  useArticleGuard();

  if (!row) {
    return (
      <ScreenPage title={t('title')}>
        <NoProjectState
          icon={<SlidersHorizontal />}
          title={t('empty.title')}
          body={t('empty.body')}
          action={t('findFurniture')}
        />
      </ScreenPage>
    );
  }
  if (!current?.ok) {
    return (
      <ScreenPage title={t('title')}>
        <ConfiguratorPanel variant="page" />
      </ScreenPage>
    );
  }

  const modelDes = current.compiled.model.local?.[lang] ?? current.compiled.model.des;
  return (
    <ScreenPage
      title={modelDes}
      actions={
        <HStack gap="2">
          <Button asChild variant="ghost" size="sm">
            <Link to="/itemsearch">
              <ArrowLeft />
              {t('findFurniture')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm" aria-label={t('view3d')}>
            <Link to="/configurator3d">
              <Box3D />
              {/* A phone shows the icon only: the title and both actions share 360 px. */}
              <Box as="span" display={{ base: 'none', md: 'inline' }}>
                {t('view3d')}
              </Box>
            </Link>
          </Button>
        </HStack>
      }
    >
      <ConfiguratorPanel variant="page" />
    </ScreenPage>
  );
}
