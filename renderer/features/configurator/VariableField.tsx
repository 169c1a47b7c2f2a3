import { Badge, Button, Field, HStack, Input, NumberInput, Stack, Switch, Text } from '@chakra-ui/react';
import { ListFilter, Palette } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VariableState } from '../../../core/catalog';
import { useLengths } from '../../state/measures';
import { useAtomValue } from '../../state/store';
import { ChoiceGrid } from './ChoiceGrid';
import { fieldAtom, type FieldFrame } from './panelState';

const isLength = (unit: string | undefined) => unit?.trim().toLowerCase() === 'mm';

/**
 * A number typed in: committed on Enter or when leaving the field, if it differs. A length (unit mm)
 * is shown and typed in the person's unit (inches with imperial measures) and stored in mm.
 */
function NumberField({
  state,
  unit,
  onChange,
  label,
}: {
  state: VariableState;
  unit: string | undefined;
  onChange(v: string): void | Promise<unknown>;
  label: string;
}) {
  const { t } = useTranslation('configurator');
  const lengths = useLengths();
  const length = isLength(unit);
  // The field's own number text: a point for decimals (the number input reads it so in any language).
  const shownNumber = (n: number) => (length ? String(lengths.toShown(n)) : String(n));
  const current = state.value === null ? '' : shownNumber(Number(state.value));
  const [draft, setDraft] = useState(current);
  const [shown, setShown] = useState(current);
  // A committed number whose change has run: checked against the value then in force.
  const [settled, setSettled] = useState<{ typed: string; wanted: string } | null>(null);
  // The typed number that was not taken, said under the field with the value in force.
  const [refused, setRefused] = useState<string | null>(null);
  if (shown !== current) {
    // The value changed elsewhere (a rule, undo): show it.
    setShown(current);
    setDraft(current);
  }
  if (settled) {
    setSettled(null);
    const inForce = state.value === null ? '' : String(state.value);
    if (inForce !== settled.wanted) {
      setRefused(settled.typed);
      setDraft(current);
    }
  }
  const submit = (typed: string, wanted: string) => {
    setRefused(null);
    void Promise.resolve(onChange(wanted)).finally(() => setSettled({ typed, wanted }));
  };
  const range: { min?: number; max?: number; step?: number } = state.range ?? {};
  const limit = (n: number) => (length ? lengths.toShown(n) : n);
  const commit = () => {
    const text = draft.trim();
    if (text === '' || text === current) return;
    const typed = length ? `${text} ${lengths.symbol}` : `${text}${unit ? ` ${unit}` : ''}`;
    if (!length) {
      const n = Number(text.replace(',', '.'));
      return submit(typed, Number.isFinite(n) ? String(n) : text);
    }
    const mm = lengths.parse(text);
    // Not a number: the field goes back to the value in force, and says so.
    if (mm === null) {
      setRefused(typed);
      return setDraft(current);
    }
    if (String(mm) !== String(state.value)) submit(typed, String(mm));
    else setDraft(current);
  };
  const forced = state.source === 'forced' || state.source === 'computed';
  const bound = (n: number | undefined) =>
    n === undefined ? '–' : length ? lengths.format(n) : `${n}${unit ? ` ${unit}` : ''}`;
  return (
    <Stack gap="1">
      <HStack gap="2">
        <NumberInput.Root
          value={draft}
          onValueChange={(e) => setDraft(e.value)}
          {...(range.min !== undefined ? { min: limit(range.min) } : {})}
          {...(range.max !== undefined ? { max: limit(range.max) } : {})}
          {...(range.step !== undefined ? { step: limit(range.step) } : {})}
          formatOptions={{ useGrouping: false, maximumFractionDigits: 6 }}
          disabled={forced && state.source === 'forced'}
          maxW="48"
          size="sm"
          clampValueOnBlur={false}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        >
          <NumberInput.Control />
          <NumberInput.Input aria-label={label} />
        </NumberInput.Root>
        {(length || unit) && (
          <Text fontSize="sm" color="fg.muted" data-testid="field-unit">
            {length ? lengths.symbol : unit}
          </Text>
        )}
      </HStack>
      {refused !== null && (
        <Text fontSize="xs" color="fg.warning" role="status" data-testid="number-refused">
          {t('numberRefused', {
            typed: refused,
            value: state.value === null ? '–' : bound(Number(state.value)),
          })}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        {t('range', {
          min: bound(range.min),
          max: bound(range.max),
          step: range.step === undefined ? bound(1) : bound(range.step),
        })}
      </Text>
    </Stack>
  );
}

/** A field's label and tools: a value change (the usual click) leaves them alone. */
const FieldHeader = memo(function FieldHeader({
  cod,
  label,
  mandatory,
  source,
  dClass,
  many,
  onMore,
  onDClass,
}: {
  cod: string;
  label: string;
  mandatory: boolean;
  source: VariableState['source'];
  dClass: boolean;
  many: boolean;
  onMore(cod: string): void;
  onDClass(cod: string): void;
}) {
  const { t } = useTranslation('configurator');
  const bySystem = source === 'forced' || source === 'computed';
  return (
    <HStack justify="space-between" w="full" wrap="wrap" gap="2">
      <Field.Label fontWeight="medium">
        {label}
        {mandatory && <Field.RequiredIndicator />}
      </Field.Label>
      <HStack gap="1">
        {bySystem && (
          <Badge colorPalette="secondary" variant="surface" data-testid="forced-badge">
            {source === 'forced' ? t('forced') : t('computed')}
          </Badge>
        )}
        {dClass && (
          <Button size="xs" variant="ghost" onClick={() => onDClass(cod)}>
            <Palette />
            {t('dclassButton')}
          </Button>
        )}
        {many && (
          <Button size="xs" variant="ghost" onClick={() => onMore(cod)}>
            <ListFilter />
            {t('allValues')}
          </Button>
        )}
      </HStack>
    </HStack>
  );
});

/**
 * A variable's control by type, following its own data (fieldAtom): a chosen value re-renders this
 * and not the field's frame around it.
 */
const FieldControl = memo(function FieldControl({
  cod,
  label,
  onChange,
}: {
  cod: string;
  label: string;
  onChange(cod: string, value: string): void | Promise<unknown>;
}) {
  const { t } = useTranslation('configurator');
  const field = useAtomValue(fieldAtom(cod));
  // One handler per field for its value buttons, so unchanged buttons skip their re-render.
  const choose = useCallback((value: string) => onChange(cod, value), [onChange, cod]);
  if (!field) return null;
  const { state, views, unit } = field;
  return (
    <>
      {state.type === 'choice' && (
        <ChoiceGrid
          name={label}
          views={
            state.source === 'forced'
              ? // A forced value always wins: the others cannot be chosen while the rule holds.
                views.map((v) =>
                  String(v.value).toUpperCase() === String(state.value).toUpperCase()
                    ? v
                    : { ...v, available: false, reason: v.reason ?? t('forcedReason') },
                )
              : views
          }
          selected={state.value === null ? null : String(state.value)}
          onChoose={choose}
        />
      )}
      {state.type === 'number' && (
        <NumberField state={state} unit={unit} onChange={(value) => onChange(cod, value)} label={label} />
      )}
      {state.type === 'boolean' && (
        <Switch.Root
          checked={state.value === true}
          onCheckedChange={(e) => onChange(cod, e.checked ? '1' : '0')}
        >
          <Switch.HiddenInput aria-label={label} />
          <Switch.Control />
          <Switch.Label>{state.value ? t('yes') : t('no')}</Switch.Label>
        </Switch.Root>
      )}
      {state.type === 'text' && (
        <Input
          size="sm"
          aria-label={label}
          defaultValue={state.value === null ? '' : String(state.value)}
          key={String(state.value)}
          onBlur={(e) => {
            if (e.currentTarget.value !== (state.value ?? '')) onChange(cod, e.currentTarget.value);
          }}
        />
      )}
    </>
  );
});

/**
 * One variable of the configurator: its control by type, mandatory marker, missing value, forced
 * values marked, violations with their messages. The frame (Field.Root, label, tools, errors)
 * follows fieldFrameAtom and the control fieldAtom, so the usual click re-renders the control only.
 */
export const VariableField = memo(function VariableField({
  cod,
  frame,
  onChange,
  onMore,
  onDClass,
}: {
  /** The variable's code as the slot knows it (handlers and data are keyed by it). */
  cod: string;
  frame: FieldFrame;
  onChange(cod: string, value: string): void | Promise<unknown>;
  onMore(cod: string): void;
  onDClass(cod: string): void;
}) {
  const { t } = useTranslation('configurator');
  const { missing, problems } = frame;
  return (
    <Field.Root
      invalid={missing || problems.length > 0}
      required={frame.mandatory}
      data-testid={`variable-${frame.cod}`}
      data-source={frame.source}
    >
      <FieldHeader
        cod={cod}
        label={frame.label}
        mandatory={frame.mandatory}
        source={frame.source}
        dClass={frame.dClass}
        many={frame.many}
        onMore={onMore}
        onDClass={onDClass}
      />
      <FieldControl cod={cod} label={frame.label} onChange={onChange} />
      {missing && <Field.ErrorText>{t('missing')}</Field.ErrorText>}
      {problems.map((p) => (
        <Field.ErrorText key={p} data-testid="violation">
          {p}
        </Field.ErrorText>
      ))}
    </Field.Root>
  );
});
