import { Alert, Box, Button, EmptyState, Grid, HStack, Skeleton } from '@chakra-ui/react';
import { ArrowLeft, Box as Box3D, Search, SlidersHorizontal } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScreenProps } from '../../app/screens';
import {
  currentEvaluationAtom,
  currentEvaluationStatusAtom,
  currentRowCatalogAtom,
  currentRowIdAtom,
} from '../../state/evaluation';
import { useAtomValue } from '../../state/store';
import { ScreenPage } from '../../ui/ScreenPage';
import { useCatalogDocuments } from '../itemsearch/useCatalogDocument';
import { ConfiguratorFields } from './ConfiguratorFields';
import { PhonePriceBar, SummaryPanel, useArticleTitle } from './ConfiguratorSummary';
import './texts';
import { useArticleGuard } from './useArticleGuard';

/** Spec 4's article guard, in a component of its own: its subscriptions re-render nothing else. */
function ArticleGuard() {
  useArticleGuard();
  return null;
}

const HeaderActions = memo(function HeaderActions() {
  const { t } = useTranslation('configurator');
  return (
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
  );
});

function EvaluationError() {
  const current = useAtomValue(currentEvaluationAtom);
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{current && !current.ok ? current.message : ''}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * /configurator: the current row's variables by group, evaluated in the browser by core on every
 * change (no round trip), with the row price and the project total beside them. The screen itself
 * follows only the row's identity and whether it evaluates: each part below reads what it shows, so
 * a click re-renders the clicked field and the prices, not the whole screen.
 */
export default function ConfiguratorScreen(_props: ScreenProps) {
  const { t } = useTranslation('configurator');
  const rowId = useAtomValue(currentRowIdAtom);
  const catalog = useAtomValue(currentRowCatalogAtom);
  const status = useAtomValue(currentEvaluationStatusAtom);
  const title = useArticleTitle();
  const loads = useCatalogDocuments(catalog ? [catalog] : []);

  if (rowId === null || catalog === null) {
    return (
      <ScreenPage title={t('title')}>
        <ArticleGuard />
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" data-testid="empty-state">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <SlidersHorizontal />
            </EmptyState.Indicator>
            <EmptyState.Title>{t('empty.title')}</EmptyState.Title>
            <EmptyState.Description>{t('empty.body')}</EmptyState.Description>
            <Button asChild>
              <Link to="/itemsearch">
                <Search />
                {t('findFurniture')}
              </Link>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      </ScreenPage>
    );
  }

  const load = loads[catalog];
  if (status === 'pending') {
    return (
      <ScreenPage title={t('title')}>
        <ArticleGuard />
        {load?.status === 'error' ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{load.message}</Alert.Title>
          </Alert.Root>
        ) : (
          <Skeleton h="64" />
        )}
      </ScreenPage>
    );
  }
  if (status !== 'ok') {
    return (
      <ScreenPage title={t('title')}>
        <ArticleGuard />
        <EvaluationError />
      </ScreenPage>
    );
  }

  return (
    <ScreenPage title={title} actions={<HeaderActions />}>
      <ArticleGuard />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
        <ConfiguratorFields />
        <PhonePriceBar rowId={rowId} />
        <SummaryPanel rowId={rowId} />
      </Grid>
    </ScreenPage>
  );
}
