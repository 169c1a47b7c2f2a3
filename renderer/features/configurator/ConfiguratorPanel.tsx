import { Alert, Box, Button, Grid, HStack, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Check, Copy, Receipt, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../actions';
import {
  currentEvaluationAtom,
  currentEvaluationStatusAtom,
  currentRowCatalogAtom,
} from '../../state/evaluation';
import { useAtomValue } from '../../state/store';
import { useCatalogDocuments } from '../itemsearch/useCatalogDocument';
import { ConfiguratorFields } from './ConfiguratorFields';
import {
  articleUnsavedAtom,
  missingCountAtom,
  modelNameAtom,
  projectTotalTextAtom,
  rowCodeAtom,
  rowLineTotalTextAtom,
  rowPriceTextAtom,
  rowPromotionAtom,
  rowQuantityAtom,
  rowUniqueIdAtom,
} from './panelState';
import './texts';
import { LinkButton } from '../../ui/LinkButton';

export interface ConfiguratorPanelProps {
  /**
   * `page`: the /configurator screen (options beside a sticky summary, the article saved with a
   * button). `compact`: one column for a side panel or a bottom sheet (the 3D room), where each change
   * applies at once and undoes like any edit.
   */
  variant: 'page' | 'compact';
}

/**
 * The current row's variables by group, evaluated in the browser by core on every change (no round
 * trip), with the row price and the project total beside them. Shared by /configurator and the 3D room.
 * The frame follows only whether there is an evaluation; each text and field below reads its own
 * derived atom (panelState.ts), so a click re-renders what it changed and nothing else.
 */
export function ConfiguratorPanel({ variant }: ConfiguratorPanelProps) {
  const status = useAtomValue(currentEvaluationStatusAtom);
  const catalog = useAtomValue(currentRowCatalogAtom);
  const loads = useCatalogDocuments(catalog ? [catalog] : []);

  if (status === 'none') return null;
  if (status === 'pending') {
    const load = catalog ? loads[catalog] : undefined;
    return load?.status === 'error' ? <ErrorAlert message={load.message} /> : <Skeleton h="64" />;
  }
  if (status === 'error') return <EvaluationError />;
  return variant === 'compact' ? <CompactPanel /> : <PagePanel />;
}

function ErrorAlert({ message, title }: { message: string; title?: string }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      {title ? (
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      ) : (
        <Alert.Title>{message}</Alert.Title>
      )}
    </Alert.Root>
  );
}

/** A stored row core cannot evaluate: what happened in the user's language, then core's reason. */
function EvaluationError() {
  const { t } = useTranslation('configurator');
  const current = useAtomValue(currentEvaluationAtom);
  return <ErrorAlert title={t('evaluationFailed')} message={current && !current.ok ? current.message : ''} />;
}

/** Only the string of a text atom: a new price changes one text node, not the styled element around it. */
function AtomString({ text }: { text: typeof rowPriceTextAtom }) {
  return useAtomValue(text);
}

/**
 * A text that follows one string atom. The styled Text renders once; a new value re-renders only
 * AtomString inside it (Chakra resolves a Text's style props on every render of it).
 */
const AtomText = memo(function AtomText({
  text,
  ...props
}: { text: typeof rowPriceTextAtom } & Parameters<typeof Text>[0]) {
  return (
    <Text {...props}>
      <AtomString text={text} />
    </Text>
  );
});

/** The line total, labelled with the quantity, when the customer takes more than one article. */
function LineTotal({ small }: { small?: boolean }) {
  const { t } = useTranslation('configurator');
  const count = useAtomValue(rowQuantityAtom);
  if (count <= 1) return null;
  return (
    <HStack justify="space-between">
      <Text fontSize={small ? 'sm' : undefined} color="fg.muted">
        {t('lineTotal', { count })}
      </Text>
      <AtomText text={rowLineTotalTextAtom} fontWeight="semibold" data-testid="row-line-total" />
    </HStack>
  );
}

/** The campaign in the prices above it, with the line's saving (the offer row says the same). */
function RowPromotion({ small }: { small?: boolean }) {
  const { t } = useTranslation('configurator');
  const promotion = useAtomValue(rowPromotionAtom);
  if (!promotion) return null;
  return (
    <Text fontSize={small ? 'xs' : 'sm'} color="green.fg" data-testid="row-promotion">
      {t('promotion', {
        name: promotion.des || promotion.cod,
        percent: promotion.percent,
        saving: promotion.saving,
      })}
    </Text>
  );
}

function MissingValues() {
  const { t } = useTranslation('configurator');
  const count = useAtomValue(missingCountAtom);
  if (count === 0) return null;
  return (
    <Text fontSize="sm" color="fg.error" data-testid="missing">
      {t('missingCount', { count })}
    </Text>
  );
}

/** A price of the compact summary: its name on the left, the amount on the right. */
function PriceLine({
  label,
  text,
  testId,
}: {
  label: string;
  text: typeof rowPriceTextAtom;
  testId: string;
}) {
  return (
    <HStack justify="space-between">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <AtomText text={text} fontWeight="semibold" data-testid={testId} />
    </HStack>
  );
}

/** In a side panel or a sheet the prices come first: they stay in sight while the options scroll. */
const CompactPanel = memo(function CompactPanel() {
  const { t } = useTranslation('configurator');
  return (
    <Stack gap="4" data-testid="configurator-panel">
      <Stack gap="1" role="status" aria-label={t('summary')}>
        <PriceLine label={t('rowPrice')} text={rowPriceTextAtom} testId="row-price" />
        <LineTotal small />
        <RowPromotion small />
        <PriceLine label={t('projectTotal')} text={projectTotalTextAtom} testId="project-total" />
        <MissingValues />
      </Stack>
      <Separator />
      <ConfiguratorFields compact />
    </Stack>
  );
});

const PagePanel = memo(function PagePanel() {
  const { t } = useTranslation('configurator');
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
      <ConfiguratorFields compact={false} />
      {/* On a phone the summary is below the options: the prices stay in sight in a bar. */}
      <HStack
        hideFrom="lg"
        position="sticky"
        bottom="0"
        zIndex="docked"
        justify="space-between"
        gap="3"
        px="4"
        py="2"
        mx={{ base: '-4', md: '-6' }}
        bg="bg.panel"
        borderTopWidth="1px"
        shadow="md"
        aria-label={t('summary')}
        role="status"
      >
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            {t('rowPrice')}
          </Text>
          <AtomText text={rowPriceTextAtom} fontWeight="semibold" data-testid="row-price-bar" />
        </Stack>
        <BarSave />
        <Stack gap="0" textAlign="end">
          <Text fontSize="xs" color="fg.muted">
            {t('projectTotal')}
          </Text>
          <AtomText text={projectTotalTextAtom} fontWeight="semibold" />
        </Stack>
      </HStack>
      <Box
        position={{ lg: 'sticky' }}
        top={{ lg: '20' }}
        borderWidth="1px"
        rounded="l3"
        p="5"
        bg="bg.panel"
        as="aside"
        aria-label={t('summary')}
      >
        <Stack gap="3">
          <HStack justify="space-between" align="start">
            <Stack gap="0">
              <AtomText text={modelNameAtom} fontWeight="semibold" />
              <AtomText text={rowCodeAtom} fontSize="sm" color="fg.muted" fontFamily="mono" />
            </Stack>
            <UnsavedMark />
          </HStack>
          <Separator />
          <HStack justify="space-between">
            <Text color="fg.muted">{t('rowPrice')}</Text>
            <AtomText text={rowPriceTextAtom} fontWeight="semibold" fontSize="lg" data-testid="row-price" />
          </HStack>
          <LineTotal />
          <RowPromotion />
          <HStack justify="space-between">
            <Text color="fg.muted">{t('projectTotal')}</Text>
            <AtomText text={projectTotalTextAtom} fontWeight="semibold" data-testid="project-total" />
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t('vatIncluded')}
          </Text>
          <MissingValues />
          <Separator />
          <RowButtons />
        </Stack>
      </Box>
    </Grid>
  );
});

function UnsavedMark() {
  const { t } = useTranslation('configurator');
  if (!useAtomValue(articleUnsavedAtom)) return null;
  return (
    <Text fontSize="xs" color="orange.fg" fontWeight="medium" data-testid="unsaved">
      {t('unsaved')}
    </Text>
  );
}

/**
 * Save in the phone's price bar while the article has unsaved changes: the summary's Save article is
 * below every option, a long scroll away after each change on a phone.
 */
function BarSave() {
  const { t } = useTranslation('configurator');
  const unsaved = useAtomValue(articleUnsavedAtom);
  const save = useAction('saveArticle');
  if (!useAtomValue(rowUniqueIdAtom) || !unsaved) return null;
  return (
    <Button
      size="sm"
      onClick={() => void save.run()}
      aria-label={t('saveArticle')}
      title={t('saveArticle')}
      data-testid="save-article-bar"
    >
      <Check />
      {t('saveShort')}
    </Button>
  );
}

/** Save, duplicate, remove and the way to the offer: they follow the row's id and saved state only. */
function RowButtons() {
  const { t } = useTranslation('configurator');
  const rowId = useAtomValue(rowUniqueIdAtom);
  const unsaved = useAtomValue(articleUnsavedAtom);
  const save = useAction('saveArticle');
  const remove = useAction('removeRow');
  const duplicate = useAction('duplicateRow');
  if (rowId === null) return null;
  return (
    <>
      <Button onClick={() => void save.run()} disabled={!unsaved} data-testid="save-article">
        <Check />
        {t('saveArticle')}
      </Button>
      <HStack gap="2">
        <Button flex="1" variant="outline" size="sm" onClick={() => void duplicate.run({ rowId })}>
          <Copy />
          {t('duplicate')}
        </Button>
        <Button
          flex="1"
          variant="outline"
          size="sm"
          colorPalette="red"
          onClick={() => void remove.run({ rowId })}
        >
          <Trash2 />
          {t('remove')}
        </Button>
      </HStack>
      <LinkButton to="/offerview" variant="subtle" size="sm">
        <Receipt />
        {t('toOffer')}
      </LinkButton>
    </>
  );
}
