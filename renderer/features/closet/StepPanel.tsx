import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Evaluation } from '../../../core/catalog';
import {
  CLOSET_SIZE_RANGES,
  CLOSET_SIZES,
  CLOSET_VARIABLES,
  closetSizeError,
  type ClosetModel,
  type ClosetSection,
  type ClosetSize,
} from '../../../core/closet';
import { reportingDispatch } from '../../actions';
import { DoorsStep, PartsStep, SectionsStep } from './InteriorSteps';

const run = reportingDispatch('button');
/** Closet variables a step may still show as a plain choice: the flat change is the closet edit. */
const AS_CHOICE = new Set(['PLACEMENT']);
const OWNED = new Set<string>(CLOSET_VARIABLES);

function DimensionsStep({ model }: { model: ClosetModel }) {
  const { t, i18n } = useTranslation('closet');
  const { width, height, depth } = model.structure;
  const [values, setValues] = useState({
    width: String(width),
    height: String(height),
    depth: String(depth),
  });
  // A size out of range is said under its field as it is typed (core words it), and Apply waits.
  const problem = (key: ClosetSize) =>
    closetSizeError(key, values[key].trim() === '' ? Number.NaN : Number(values[key]))?.inLanguage(
      i18n.language,
    );
  const ok = CLOSET_SIZES.every((key) => !problem(key));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ok) return;
    void run('closetEdit', {
      edit: {
        op: 'setStructure',
        width: Number(values.width),
        height: Number(values.height),
        depth: Number(values.depth),
      },
    }).then(() =>
      // A refused size shows the closet's size in force again (a taken one remounts this form).
      setValues({ width: String(width), height: String(height), depth: String(depth) }),
    );
  };
  const field = (key: ClosetSize) => (
    <Field.Root key={key} invalid={!!problem(key)}>
      <Field.Label>{t(`fields.${key}`)}</Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        name={key}
        min={CLOSET_SIZE_RANGES[key].min}
        max={CLOSET_SIZE_RANGES[key].max}
        value={values[key]}
        onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value })}
      />
      <Field.ErrorText>{problem(key)}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <form onSubmit={submit} aria-label={t('fields.apply')}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          {CLOSET_SIZES.map(field)}
        </SimpleGrid>
        <Button type="submit" size="sm" alignSelf="flex-start" disabled={!ok}>
          {t('fields.apply')}
        </Button>
      </Stack>
    </form>
  );
}

/** The catalogue's own choices of a step (placement, carcass, handle, door finish), as swatches or buttons. */
function ChoiceFields({
  evaluation,
  group,
  rowId,
}: {
  evaluation: Evaluation;
  group: string;
  rowId: string;
}) {
  const variables = Object.values(evaluation.variables).filter(
    (v) =>
      v.group === group && v.visible && v.type === 'choice' && (!OWNED.has(v.cod) || AS_CHOICE.has(v.cod)),
  );
  return (
    <Stack gap="4">
      {variables.map((v) => (
        <Stack key={v.cod} gap="2" role="radiogroup" aria-label={v.des}>
          <Text fontWeight="medium">{v.des}</Text>
          <HStack gap="2" flexWrap="wrap">
            {(v.options ?? []).map((o) => {
              const on = String(v.value) === o.value;
              return (
                <Button
                  key={o.value}
                  role="radio"
                  aria-checked={on}
                  size="sm"
                  variant={on ? 'solid' : 'outline'}
                  onClick={() => run('changeVariant', { varCod: v.cod, varVal: o.value, rowId })}
                >
                  {o.swatch && <Box as="span" w="4" h="4" rounded="full" borderWidth="1px" bg={o.swatch} />}
                  {o.des}
                </Button>
              );
            })}
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}

export interface StepPanelProps {
  stepKey: string;
  group: string;
  rowId: string;
  model: ClosetModel;
  evaluation: Evaluation | null;
  sections: ClosetSection[];
  selected: number | null;
  onSelect(section: number): void;
}

/** The current wizard step's controls; every change is a closet edit or a variant change (actions). */
export function StepPanel({ stepKey, group, rowId, model, evaluation, ...interior }: StepPanelProps) {
  switch (stepKey) {
    case 'dimensions':
      // Keyed by the structure: a refused or undone change shows the closet's values again.
      return <DimensionsStep key={JSON.stringify(model.structure)} model={model} />;
    case 'sections':
      return <SectionsStep model={model} {...interior} />;
    case 'shelves':
    case 'drawers':
    case 'rails':
      return <PartsStep stepKey={stepKey} model={model} {...interior} />;
    case 'doorType':
      return <DoorsStep model={model} />;
    default:
      return evaluation ? <ChoiceFields evaluation={evaluation} group={group} rowId={rowId} /> : null;
  }
}
