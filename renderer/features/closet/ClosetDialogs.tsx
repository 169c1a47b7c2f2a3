import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSET_LIMITS, type ClosetItemType } from '../../../core/closet';
import { i18n } from '../../i18n';
import { chooseIn, openDialog, type DialogContentProps } from '../../ui/dialog';
import { DialogForm } from '../../ui/dialog/DialogForm';
import { TextField } from '../../ui/TextField';
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

/** A whole-millimetre input between limits (the phone's number keyboard). */
const mmInput = (min: number, max?: number) => ({ type: 'number', inputMode: 'numeric', min, max }) as const;

/**
 * A closet dialog's form: its fields, then cancel and the submit. `response` is what the dialog
 * answers, null while the input is not valid (the submit waits for it).
 */
function ClosetForm<R>({
  texts,
  submit,
  response,
  close,
  children,
}: Pick<DialogContentProps<R>, 'close'> & {
  texts: 'divider' | 'position';
  submit: string;
  response: R | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('closet');
  return (
    <DialogForm aria-label={t(`${texts}.title`)} onSubmit={() => response !== null && close(true, response)}>
      {children}
      <HStack justify="flex-end">
        <Button variant="ghost" onClick={() => close(false)}>
          {t(`${texts}.cancel`)}
        </Button>
        <Button type="submit" disabled={response === null}>
          {submit}
        </Button>
      </HStack>
    </DialogForm>
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
  return (
    <ClosetForm
      texts="divider"
      submit={t('divider.split')}
      response={valid ? { event: 'select' as const, widths } : null}
      close={close}
    >
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
            {...mmInput(MIN, MAX)}
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
    </ClosetForm>
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
    <ClosetForm
      texts="position"
      submit={t('position.place')}
      response={valid ? { y: yn, height: hn } : null}
      close={close}
    >
      <Text>{t('position.intro', { item, n: section, max })}</Text>
      <TextField
        label={t('position.y')}
        {...mmInput(0, max)}
        value={y}
        onValue={setY}
        autoFocus
        invalid={!valid}
      />
      <TextField label={t('position.itemHeight')} {...mmInput(1)} value={height} onValue={setHeight} />
    </ClosetForm>
  );
}

/** The choose-item-position dialog: the height (and the item's own height) to place it at, or null. */
export async function askItemPosition(
  item: string,
  section: number,
  max: number,
  defaults: { y: number; height: number },
): Promise<{ y: number; height: number } | null> {
  return chooseIn<{ y: number; height: number }>({
    title: i18n.t('closet:position.title'),
    content: (props) => (
      <ItemPosition {...props} item={item} section={section} max={max} defaults={defaults} />
    ),
    width: 500,
    singleInstance: 'item-position',
  });
}
