import { Box, Button, HStack, Separator, Stack, Text, type TextProps } from '@chakra-ui/react';
import { Check, Copy, Receipt, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAction } from '../../actions';
import { articleEditAtom } from '../../state/article';
import { contentLanguageAtom } from '../../state/catalogs';
import { currentEvaluationAtom, currentRowAtom } from '../../state/evaluation';
import { moneyFormatterAtom, projectPricingAtom, rowNetsAtom } from '../../state/pricing';
import { atom, useAtomValue } from '../../state/store';

// Each piece of the summary reads only what it shows, so a variant click re-renders the two price
// texts (and the code when it changes), not the panel with its buttons: the new price makes the
// next frame.

/** The row's article as the summary names it: model description, catalogue and article code. */
const articleAtom = atom((get) => {
  const row = get(currentRowAtom);
  const current = get(currentEvaluationAtom);
  if (!row || !current?.ok) return null;
  const model = current.compiled.model;
  return {
    des: model.local?.[get(contentLanguageAtom)] ?? model.des,
    code: `${row.catalog} · ${current.evaluation.header?.cModel ?? row.cod}`,
  };
});
const articleDesAtom = atom((get) => get(articleAtom)?.des ?? '');
const articleCodeAtom = atom((get) => get(articleAtom)?.code ?? '');

/** Spec 4: the article differs from its last saved choices (or was never saved). */
const unsavedAtom = atom((get) => {
  const editing = get(articleEditAtom);
  const row = get(currentRowAtom);
  if (!editing || !row || editing.rowId !== String(row.uniqueid)) return false;
  return editing.savedVar === null || editing.savedVar !== (row.var ?? '');
});

const missingCountAtom = atom((get) => {
  const current = get(currentEvaluationAtom);
  return current?.ok ? current.evaluation.missing.length : 0;
});

const projectTotalAtom = atom((get) => {
  const pricing = get(projectPricingAtom);
  return pricing?.ok ? pricing.result.totals.totVatI : null;
});

/** The model's description in the user's language (the screen's title). */
export function useArticleTitle(): string {
  return useAtomValue(articleDesAtom);
}

function RowPriceText({ rowId, ...props }: { rowId: string } & TextProps) {
  const nets = useAtomValue(rowNetsAtom);
  const money = useAtomValue(moneyFormatterAtom);
  return <Text {...props}>{money(nets.get(rowId))}</Text>;
}

function ProjectTotalText(props: TextProps) {
  const total = useAtomValue(projectTotalAtom);
  const money = useAtomValue(moneyFormatterAtom);
  return <Text {...props}>{total === null ? '—' : money(total)}</Text>;
}

function ArticleHeading() {
  const { t } = useTranslation('configurator');
  const des = useAtomValue(articleDesAtom);
  const code = useAtomValue(articleCodeAtom);
  const unsaved = useAtomValue(unsavedAtom);
  return (
    <HStack justify="space-between" align="start">
      <Stack gap="0">
        <Text fontWeight="semibold">{des}</Text>
        <Text fontSize="sm" color="fg.muted" fontFamily="mono">
          {code}
        </Text>
      </Stack>
      {unsaved && (
        <Text fontSize="xs" color="orange.fg" fontWeight="medium" data-testid="unsaved">
          {t('unsaved')}
        </Text>
      )}
    </HStack>
  );
}

function MissingCount() {
  const { t } = useTranslation('configurator');
  const count = useAtomValue(missingCountAtom);
  if (count === 0) return null;
  return (
    <Text fontSize="sm" color="fg.error" data-testid="missing">
      {t('missingCount', { count })}
    </Text>
  );
}

function SaveArticleButton() {
  const { t } = useTranslation('configurator');
  const unsaved = useAtomValue(unsavedAtom);
  const save = useAction('saveArticle');
  return (
    <Button onClick={() => void save.run()} disabled={!unsaved} data-testid="save-article">
      <Check />
      {t('saveArticle')}
    </Button>
  );
}

/** On a phone the summary is below the options: the prices stay in sight in a bar. */
export const PhonePriceBar = memo(function PhonePriceBar({ rowId }: { rowId: string }) {
  const { t } = useTranslation('configurator');
  return (
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
        <RowPriceText rowId={rowId} fontWeight="semibold" data-testid="row-price-bar" />
      </Stack>
      <Stack gap="0" textAlign="end">
        <Text fontSize="xs" color="fg.muted">
          {t('projectTotal')}
        </Text>
        <ProjectTotalText fontWeight="semibold" />
      </Stack>
    </HStack>
  );
});

/** The row's summary beside the options: article, row price, project total and the row's actions. */
export const SummaryPanel = memo(function SummaryPanel({ rowId }: { rowId: string }) {
  const { t } = useTranslation('configurator');
  const remove = useAction('removeRow');
  const duplicate = useAction('duplicateRow');
  return (
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
        <ArticleHeading />
        <Separator />
        <HStack justify="space-between">
          <Text color="fg.muted">{t('rowPrice')}</Text>
          <RowPriceText rowId={rowId} fontWeight="semibold" fontSize="lg" data-testid="row-price" />
        </HStack>
        <HStack justify="space-between">
          <Text color="fg.muted">{t('projectTotal')}</Text>
          <ProjectTotalText fontWeight="semibold" data-testid="project-total" />
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {t('vatIncluded')}
        </Text>
        <MissingCount />
        <Separator />
        <SaveArticleButton />
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
        <Button asChild variant="subtle" size="sm">
          <Link to="/offerview">
            <Receipt />
            {t('toOffer')}
          </Link>
        </Button>
      </Stack>
    </Box>
  );
});
