import { Box, Heading, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch, reportActionError } from '../../actions';
import { i18n } from '../../i18n';
import { configAtom } from '../../state/app';
import { currentEvaluationAtom } from '../../state/evaluation';
import { store, useAtomValue } from '../../state/store';
import { MessagesAlert } from '../../ui/MessagesAlert';
import { showToast } from '../../ui/toaster';
import { chooseDClass, chooseRuleVariant, type ChoiceOptions } from './ChoiceDialogs';
import { DCLASS_ERROR_KEYS, resolveDClass } from './dclass';
import { choiceViewsAtom, fieldFrameAtom, fieldLayoutAtom } from './panelState';
import { VariableField } from './VariableField';
import { CatalogError } from '../../../core/catalog';

/** Numbers refused for their range or step: the number field says so itself, with the value in force. */
const NUMBER_REFUSALS = new Set(['OUT_OF_RANGE', 'OFF_STEP', 'NOT_A_NUMBER']);

/** A change that made other chosen values forbidden also says, in a toast, what core replaced and why. */
const change = (varCod: string, varVal: string) =>
  dispatch('changeVariant', { varCod, varVal }).then(
    () => {
      const adjusted = store.get(fieldLayoutAtom).adjusted;
      if (adjusted.length) {
        showToast({ type: 'info', title: i18n.t('configurator:adjusted'), description: adjusted.join('\n') });
      }
    },
    (error: unknown) => {
      if (error instanceof CatalogError && NUMBER_REFUSALS.has(error.code)) return;
      reportActionError('changeVariant', error);
    },
  );

// The change's promise: a number field checks afterwards which value is in force.
const onChange = (cod: string, value: string) => change(cod, value);

/** The dialogs read the evaluation when they open: the fields' handlers never change. */
function variableNow(cod: string) {
  const current = store.get(currentEvaluationAtom);
  const state = current?.ok ? current.evaluation.variables[cod] : undefined;
  return state ? { state, views: store.get(choiceViewsAtom)[cod] ?? [] } : null;
}

/** Opens a choice dialog on the variable as it is now (name, pictures, value) and applies the answer. */
async function chooseAndChange(
  cod: string,
  now: NonNullable<ReturnType<typeof variableNow>>,
  choose: (options: ChoiceOptions) => Promise<string | null>,
) {
  const value = await choose({
    name: now.state.des || cod,
    views: now.views,
    value: now.state.value === null ? null : String(now.state.value),
    mandatory: now.state.mandatory,
  });
  if (value !== null) await change(cod, value);
}

async function onMore(cod: string) {
  const now = variableNow(cod);
  if (now) await chooseAndChange(cod, now, chooseRuleVariant);
}

async function onDClass(cod: string) {
  const now = variableNow(cod);
  if (!now) return;
  const resolved = resolveDClass(now.state, store.get(configAtom)?.dclass);
  if (!resolved.ok) {
    showToast({ type: 'error', title: i18n.t(`configurator:${DCLASS_ERROR_KEYS[resolved.error]}`) });
    return;
  }
  await chooseAndChange(cod, now, chooseDClass);
}

const more = (cod: string) => void onMore(cod);
const dclass = (cod: string) => void onDClass(cod);

/** One variable's field, following only its own frame (fieldFrameAtom): other fields' changes pass it by. */
const VariableSlot = memo(function VariableSlot({ cod }: { cod: string }) {
  const frame = useAtomValue(fieldFrameAtom(cod));
  if (!frame) return null;
  return <VariableField cod={cod} frame={frame} onChange={onChange} onMore={more} onDClass={dclass} />;
});

/**
 * The current row's variables by group, with the violations that name no shown variable above them.
 * This frame follows only the groups, the visible variables and those violations (fieldLayoutAtom).
 */
export const ConfiguratorFields = memo(function ConfiguratorFields({ compact }: { compact: boolean }) {
  const { t } = useTranslation('configurator');
  const { groups, general, adjusted } = useAtomValue(fieldLayoutAtom);
  return (
    <Stack
      gap={compact ? '4' : '6'}
      as="form"
      aria-label={t('variables')}
      onSubmit={(e) => e.preventDefault()}
    >
      {adjusted.length > 0 && (
        <MessagesAlert
          status="info"
          role="status"
          data-testid="rule-adjustments"
          title={t('adjusted')}
          messages={adjusted}
        />
      )}
      {general.length > 0 && (
        <MessagesAlert status="warning" data-testid="violations" messages={general.map((v) => v.message)} />
      )}
      {groups.map((group) => (
        <Box
          as="fieldset"
          key={group.key}
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
            {group.variables.map((cod) => (
              <VariableSlot key={cod} cod={cod} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
});
