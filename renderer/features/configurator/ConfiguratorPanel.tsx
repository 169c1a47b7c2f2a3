import {
  Alert,
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Separator,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Check, Copy, Receipt, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Evaluation } from '../../../core/catalog';
import { dispatch, reportActionError, useAction } from '../../actions';
import { articleEditAtom } from '../../state/article';
import { configAtom } from '../../state/app';
import { catalogDocumentsAtom, contentLanguageAtom } from '../../state/catalogs';
import { currentEvaluationAtom, currentRowAtom, rowVariantOf } from '../../state/evaluation';
import { moneyFormatterAtom, projectPricingAtom, rowNetsAtom } from '../../state/pricing';
import { useAtomValue } from '../../state/store';
import { showToast } from '../../ui/toaster';
import { useCatalogDocuments } from '../itemsearch/useCatalogDocument';
import { chooseDClass, chooseRuleVariant } from './ChoiceDialogs';
import { choiceViews, type ChoiceView } from './choices';
import { resolveDClass } from './dclass';
import './texts';
import { VariableField } from './VariableField';

const change = (varCod: string, varVal: string) =>
  dispatch('changeVariant', { varCod, varVal }).catch((error: unknown) =>
    reportActionError('changeVariant', 'configurator:actions.changeVariant', error),
  );

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
 */
export function ConfiguratorPanel({ variant }: ConfiguratorPanelProps) {
  const { t } = useTranslation('configurator');
  const row = useAtomValue(currentRowAtom);
  const current = useAtomValue(currentEvaluationAtom);
  const lang = useAtomValue(contentLanguageAtom);
  const documents = useAtomValue(catalogDocumentsAtom);
  const pricing = useAtomValue(projectPricingAtom);
  const nets = useAtomValue(rowNetsAtom);
  const money = useAtomValue(moneyFormatterAtom);
  const editing = useAtomValue(articleEditAtom);
  const dclassConfig = useAtomValue(configAtom)?.dclass;
  const loads = useCatalogDocuments(row ? [row.catalog] : []);
  const save = useAction('saveArticle');
  const remove = useAction('removeRow');
  const duplicate = useAction('duplicateRow');

  // The dialogs read the latest evaluation through a ref, so the fields' handlers stay the same
  // from click to click and untouched fields are not re-rendered.
  const latest = useRef<{ evaluation: Evaluation | null; views: Record<string, ChoiceView[]> }>({
    evaluation: null,
    views: {},
  });
  const onChange = useCallback((cod: string, value: string) => void change(cod, value), []);
  const onMore = useCallback(async (cod: string) => {
    const state = latest.current.evaluation?.variables[cod];
    if (!state) return;
    const value = await chooseRuleVariant({
      name: state.des || cod,
      views: latest.current.views[cod] ?? [],
      value: state.value === null ? null : String(state.value),
      mandatory: state.mandatory,
    });
    if (value !== null) await change(cod, value);
  }, []);
  const onDClass = useCallback(
    async (cod: string) => {
      const state = latest.current.evaluation?.variables[cod];
      if (!state) return;
      const resolved = resolveDClass(state, dclassConfig);
      if (!resolved.ok) {
        showToast({ type: 'error', title: resolved.error });
        return;
      }
      const value = await chooseDClass({
        name: state.des || cod,
        comp: resolved.comp,
        views: latest.current.views[cod] ?? [],
        value: state.value === null ? null : String(state.value),
        mandatory: state.mandatory,
      });
      if (value !== null) await change(cod, value);
    },
    [dclassConfig],
  );

  const loaded = row ? documents[row.catalog] : undefined;
  const userVariant = row ? rowVariantOf(row) : '';
  const views = useMemo(() => {
    if (!current?.ok) return {};
    const context = loaded?.priceList ? { priceList: loaded.priceList } : {};
    const all: Record<string, ChoiceView[]> = {};
    for (const v of Object.values(current.evaluation.variables)) {
      if (v.type === 'choice' && v.visible) {
        all[v.cod] = choiceViews(current.compiled, current.evaluation, userVariant, v.cod, lang, context);
      }
    }
    return all;
  }, [current, userVariant, lang, loaded]);
  useEffect(() => {
    latest.current = { evaluation: current?.ok ? current.evaluation : null, views };
  }, [current, views]);

  if (!row) return null;
  const load = loads[row.catalog];
  if (!current) {
    return load?.status === 'error' ? (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{load.message}</Alert.Title>
      </Alert.Root>
    ) : (
      <Skeleton h="64" />
    );
  }
  if (!current.ok) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{current.message}</Alert.Title>
      </Alert.Root>
    );
  }

  const { evaluation, groups, compiled } = current;
  const compact = variant === 'compact';
  const modelDes = compiled.model.local?.[lang] ?? compiled.model.des;
  const violationsOf = (cod: string) =>
    evaluation.violations.filter((v) => v.variable === cod).map((v) => v.message);
  const general = evaluation.violations.filter(
    (v) => !v.variable || !evaluation.variables[v.variable]?.visible,
  );
  const rowId = row.uniqueid;
  const unsaved =
    editing?.rowId === String(rowId) && (editing.savedVar === null || editing.savedVar !== (row.var ?? ''));
  const grouped = groups.length
    ? groups.filter((g) => g.variables.length > 0)
    : [{ cod: '', des: '', key: '', order: 0, variables: Object.keys(evaluation.variables) }];
  const rowPrice = money(nets.get(String(rowId)));
  const total = pricing?.ok ? money(pricing.result.totals.totVatI) : '—';

  const form = (
    <Stack
      gap={compact ? '4' : '6'}
      as="form"
      aria-label={t('variables')}
      onSubmit={(e) => e.preventDefault()}
    >
      {general.length > 0 && (
        <Alert.Root status="warning" data-testid="violations">
          <Alert.Indicator />
          <Alert.Content>
            {general.map((v) => (
              <Alert.Description key={`${v.code}-${v.rule ?? v.message}`}>{v.message}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}
      {grouped.map((group) => {
        const visible = group.variables.filter((cod) => evaluation.variables[cod]?.visible);
        if (visible.length === 0) return null;
        return (
          <Box
            as="fieldset"
            key={group.cod || 'all'}
            borderWidth={compact ? '0' : '1px'}
            rounded="l3"
            p={compact ? '0' : { base: '3', md: '5' }}
            bg={compact ? undefined : 'bg.panel'}
          >
            {group.des && (
              <Heading as="legend" size={compact ? 'sm' : 'md'} px={compact ? '0' : '1'}>
                {group.des}
              </Heading>
            )}
            <Stack gap={compact ? '4' : '5'} mt="2">
              {visible.map((cod) => (
                <VariableField
                  key={cod}
                  cod={cod}
                  state={evaluation.variables[cod]!}
                  views={views[cod] ?? []}
                  missing={evaluation.missing.includes(cod)}
                  problems={violationsOf(cod)}
                  onChange={onChange}
                  onMore={onMore}
                  onDClass={onDClass}
                />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );

  if (compact) {
    // The prices first: in a side panel or a sheet they stay in sight while the options scroll.
    return (
      <Stack gap="4" data-testid="configurator-panel">
        <Stack gap="1" role="status" aria-label={t('summary')}>
          <HStack justify="space-between">
            <Text fontSize="sm" color="fg.muted">
              {t('rowPrice')}
            </Text>
            <Text fontWeight="semibold" data-testid="row-price">
              {rowPrice}
            </Text>
          </HStack>
          <HStack justify="space-between">
            <Text fontSize="sm" color="fg.muted">
              {t('projectTotal')}
            </Text>
            <Text fontWeight="semibold" data-testid="project-total">
              {total}
            </Text>
          </HStack>
          {evaluation.missing.length > 0 && (
            <Text fontSize="sm" color="fg.error" data-testid="missing">
              {t('missingCount', { count: evaluation.missing.length })}
            </Text>
          )}
        </Stack>
        <Separator />
        {form}
      </Stack>
    );
  }

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
      {form}
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
          <Text fontWeight="semibold" data-testid="row-price-bar">
            {rowPrice}
          </Text>
        </Stack>
        <Stack gap="0" textAlign="end">
          <Text fontSize="xs" color="fg.muted">
            {t('projectTotal')}
          </Text>
          <Text fontWeight="semibold">{total}</Text>
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
              <Text fontWeight="semibold">{modelDes}</Text>
              <Text fontSize="sm" color="fg.muted" fontFamily="mono">
                {row.catalog} · {evaluation.header?.cModel ?? row.cod}
              </Text>
            </Stack>
            {unsaved && (
              <Text fontSize="xs" color="orange.fg" fontWeight="medium" data-testid="unsaved">
                {t('unsaved')}
              </Text>
            )}
          </HStack>
          <Separator />
          <HStack justify="space-between">
            <Text color="fg.muted">{t('rowPrice')}</Text>
            <Text fontWeight="semibold" fontSize="lg" data-testid="row-price">
              {rowPrice}
            </Text>
          </HStack>
          <HStack justify="space-between">
            <Text color="fg.muted">{t('projectTotal')}</Text>
            <Text fontWeight="semibold" data-testid="project-total">
              {total}
            </Text>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t('vatIncluded')}
          </Text>
          {evaluation.missing.length > 0 && (
            <Text fontSize="sm" color="fg.error" data-testid="missing">
              {t('missingCount', { count: evaluation.missing.length })}
            </Text>
          )}
          <Separator />
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
          <Button asChild variant="subtle" size="sm">
            <Link to="/offerview">
              <Receipt />
              {t('toOffer')}
            </Link>
          </Button>
        </Stack>
      </Box>
    </Grid>
  );
}
