import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSET_LIMITS, type ClosetItemType } from '../../../core/closet';
import { i18n } from '../../i18n';
import { openDialog, type DialogContentProps } from '../../ui/dialog';
import { CountField } from './CountField';

const { minSectionWidth: MIN, maxSectionWidth: MAX } = CLOSET_LIMITS;

/** Even parts of `width` in whole mm, the last one taking the rounding. */
export function evenParts(width: number, count: number): number[] {
  const part = Math.round(width / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? width - part * (count - 1) : part));
}

/** Typed widths where the last part takes what the others leave. */
function withRemainder(widths: number[], width: number): number[] {
  const head = widths.slice(0, -1);
  return [...head, width - head.reduce((a, b) => a + b, 0)];
}

/** A closet dialog's buttons: cancel, and the submit that waits for valid input. */
function FormButtons({
  cancel,
  submit,
  valid,
  onCancel,
}: {
  cancel: string;
  submit: string;
  valid: boolean;
  onCancel: () => void;
}) {
  return (
    <HStack justify="flex-end">
      <Button variant="ghost" onClick={onCancel}>
        {cancel}
      </Button>
      <Button type="submit" disabled={!valid}>
        {submit}
      </Button>
    </HStack>
  );
}

function DividerMaker({
  section,
  width,
  close,
}: DialogContentProps<{ event: 'select'; widths: number[] }> & { section: number; width: number }) {
  const { t } = useTranslation('closet');
  const most = Math.max(2, Math.floor(width / MIN));
  const [widths, setWidths] = useState(() => evenParts(width, 2));
  const sum = widths.reduce((a, b) => a + b, 0);
  const valid = sum === width && widths.every((w) => w >= MIN && w <= MAX);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) close(true, { event: 'select', widths });
  };
  return (
    <form onSubmit={submit} aria-label={t('divider.title')}>
      <Stack gap="4">
        <Text>{t('divider.intro', { n: section, width, min: MIN, max: MAX })}</Text>
        <CountField
          label={t('divider.parts')}
          value={widths.length}
          from={2}
          to={most}
          onChange={(n) => setWidths(evenParts(width, n))}
        />
        {widths.map((w, i) => (
          <Field.Root key={i} invalid={w < MIN || w > MAX}>
            <Field.Label>{t('divider.part', { n: i + 1 })}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={MIN}
              max={MAX}
              value={Number.isFinite(w) ? w : ''}
              readOnly={i === widths.length - 1}
              onChange={(e) => {
                const next = [...widths];
                next[i] = Math.trunc(Number(e.currentTarget.value));
                setWidths(withRemainder(next, width));
              }}
            />
          </Field.Root>
        ))}
        <Text color={sum === width ? 'fg.muted' : 'fg.error'}>{t('divider.sum', { sum, width })}</Text>
        <FormButtons
          cancel={t('divider.cancel')}
          submit={t('divider.split')}
          valid={valid}
          onCancel={() => close(false)}
        />
      </Stack>
    </form>
  );
}

/** The divider maker (spec 2: title 'Divider maker', event select): resolves the typed widths, or null. */
export async function askDividerWidths(section: number, width: number): Promise<number[] | null> {
  const { flag, response } = await openDialog<{ event: 'select'; widths: number[] }>({
    title: i18n.t('closet:divider.title'),
    content: (props) => <DividerMaker {...props} section={section} width={width} />,
    width: 500,
    singleInstance: 'divider-maker',
  });
  return flag && response?.event === 'select' ? response.widths : null;
}

export type PlacedKind = 'shelf' | ClosetItemType;

function ItemPosition({
  item,
  section,
  max,
  defaults,
  close,
}: DialogContentProps<{ y: number; height: number }> & {
  item: string;
  section: number;
  max: number;
  defaults: { y: number; height: number };
}) {
  const { t } = useTranslation('closet');
  const [y, setY] = useState(String(defaults.y));
  const [height, setHeight] = useState(String(defaults.height));
  const yn = Number(y);
  const hn = Number(height);
  const valid = Number.isInteger(yn) && yn >= 0 && yn <= max && Number.isInteger(hn) && hn > 0;
  return (
    <form
      aria-label={t('position.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) close(true, { y: yn, height: hn });
      }}
    >
      <Stack gap="4">
        <Text>{t('position.intro', { item, n: section, max })}</Text>
        <Field.Root invalid={!valid}>
          <Field.Label>{t('position.y')}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            value={y}
            autoFocus
            onChange={(e) => setY(e.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('position.itemHeight')}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            value={height}
            onChange={(e) => setHeight(e.currentTarget.value)}
          />
        </Field.Root>
        <FormButtons
          cancel={t('position.cancel')}
          submit={t('position.place')}
          valid={valid}
          onCancel={() => close(false)}
        />
      </Stack>
    </form>
  );
}

/** The choose-item-position dialog: the height (and the item's own height) to place it at, or null. */
export async function askItemPosition(
  item: string,
  section: number,
  max: number,
  defaults: { y: number; height: number },
): Promise<{ y: number; height: number } | null> {
  const { flag, response } = await openDialog<{ y: number; height: number }>({
    title: i18n.t('closet:position.title'),
    content: (props) => (
      <ItemPosition {...props} item={item} section={section} max={max} defaults={defaults} />
    ),
    width: 500,
    singleInstance: 'item-position',
  });
  return flag && response ? response : null;
}
