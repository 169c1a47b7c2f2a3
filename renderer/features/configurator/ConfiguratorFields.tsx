import { Alert, Box, Heading, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Evaluation } from '../../../core/catalog';
import { dispatch, reportActionError } from '../../actions';
import { configAtom } from '../../state/app';
import { catalogDocumentsAtom, contentLanguageAtom } from '../../state/catalogs';
import { currentEvaluationAtom, currentRowAtom, rowVariantOf } from '../../state/evaluation';
import { useAtomValue } from '../../state/store';
import { showToast } from '../../ui/toaster';
import { chooseDClass, chooseRuleVariant } from './ChoiceDialogs';
import { choiceViews, type ChoiceView } from './choices';
import { resolveDClass } from './dclass';
import { VariableField } from './VariableField';

const change = (varCod: string, varVal: string) =>
  dispatch('changeVariant', { varCod, varVal }).catch((error: unknown) =>
    reportActionError('changeVariant', 'configurator:actions.changeVariant', error),
  );

const NO_PROBLEMS: readonly string[] = [];

/**
 * The current row's variables by group, with the violations that name no shown variable above them.
 * Only this part of the screen follows each evaluation; a field re-renders only when what it shows
 * changed (VariableField's comparison), so a click re-renders the clicked variable and little else.
 */
export function ConfiguratorFields() {
  const { t } = useTranslation('configurator');
  const row = useAtomValue(currentRowAtom);
  const current = useAtomValue(currentEvaluationAtom);
  const lang = useAtomValue(contentLanguageAtom);
  const documents = useAtomValue(catalogDocumentsAtom);
  const dclassConfig = useAtomValue(configAtom)?.dclass;

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

  if (!current?.ok) return null;
  const { evaluation, groups } = current;
  const problemsOf = new Map<string, string[]>();
  for (const v of evaluation.violations) {
    if (!v.variable) continue;
    const list = problemsOf.get(v.variable) ?? [];
    list.push(v.message);
    problemsOf.set(v.variable, list);
  }
  const general = evaluation.violations.filter(
    (v) => !v.variable || !evaluation.variables[v.variable]?.visible,
  );
  const grouped = groups.length
    ? groups.filter((g) => g.variables.length > 0)
    : [{ cod: '', des: '', key: '', order: 0, variables: Object.keys(evaluation.variables) }];

  return (
    <Stack gap="6" as="form" aria-label={t('variables')} onSubmit={(e) => e.preventDefault()}>
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
            borderWidth="1px"
            rounded="l3"
            p={{ base: '3', md: '5' }}
            bg="bg.panel"
          >
            {group.des && (
              <Heading as="legend" size="md" px="1">
                {group.des}
              </Heading>
            )}
            <Stack gap="5" mt="2">
              {visible.map((cod) => (
                <VariableField
                  key={cod}
                  cod={cod}
                  state={evaluation.variables[cod]!}
                  views={views[cod] ?? []}
                  missing={evaluation.missing.includes(cod)}
                  problems={problemsOf.get(cod) ?? NO_PROBLEMS}
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
}
