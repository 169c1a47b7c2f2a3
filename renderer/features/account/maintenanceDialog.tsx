import './i18n';
import { Alert, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatchFrom, reportActionError, type ActionName } from '../../actions';
import { formatUtc } from '../../app/chrome';
import { i18n } from '../../i18n';
import { maintenanceAtom } from '../../state/app';
import { useAtomValue } from '../../state/store';
import { DialogAlreadyOpenedError, openDialog, type DialogContentProps } from '../../ui/dialog';
import { showToast } from '../../ui/toaster';
import { bookingProblem, inputFromUtc, utcFromInput, type BookingProblem } from './maintenanceTimes';

const dispatch = dispatchFrom('button');

type Mode = 'book' | 'active';

function useRun() {
  const [busy, setBusy] = useState(false);
  const run = async (name: ActionName, work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      showToast({ type: 'success', title: i18n.t(done as 'account:maintenance.booked') });
      return true;
    } catch (error) {
      reportActionError(name, error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Book maintenance: start and end in UTC; cancelling books null (spec 4). */
function BookForm({ close }: DialogContentProps) {
  const { t, i18n: local } = useTranslation('account');
  const language = local.language;
  const maintenance = useAtomValue(maintenanceAtom);
  const [start, setStart] = useState(inputFromUtc(maintenance.startDateTimeUTC, language));
  const [end, setEnd] = useState(inputFromUtc(maintenance.endDateTimeUTC, language));
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const { busy, run } = useRun();
  const booked = maintenance.startDateTimeUTC && maintenance.endDateTimeUTC;
  // How a time is typed, shown with a real one: tomorrow at 22:00 UTC, in the language's format.
  const [example] = useState(() =>
    formatUtc(
      new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 22 * 3_600_000).toISOString(),
      language,
    ),
  );

  const book = async () => {
    const startUtc = utcFromInput(start, language);
    const endUtc = utcFromInput(end, language);
    const found = bookingProblem(startUtc, endUtc);
    setProblem(found);
    if (found) return;
    const ok = await run(
      'bookMaintenance',
      () => dispatch('bookMaintenance', { start: startUtc, end: endUtc }),
      'account:maintenance.booked',
    );
    if (ok) close(true);
  };
  const cancel = async () => {
    const ok = await run(
      'bookMaintenance',
      () => dispatch('bookMaintenance', { start: null, end: null }),
      'account:maintenance.cancelled',
    );
    if (ok) close(true);
  };

  return (
    <Stack gap="4" data-testid="maintenance-book">
      <Text color="fg.muted" fontSize="sm">
        {t('maintenance.bookIntro')}
      </Text>
      <Text fontSize="sm" data-testid="maintenance-current">
        {booked
          ? t('maintenance.current', {
              start: formatUtc(maintenance.startDateTimeUTC!, i18n.language),
              end: formatUtc(maintenance.endDateTimeUTC!, i18n.language),
            })
          : t('maintenance.none')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root invalid={problem !== null && !utcFromInput(start, language)}>
          <Field.Label>{t('maintenance.start')}</Field.Label>
          <TimeInput example={example} value={start} onChange={setStart} />
          <Field.HelperText>{t('maintenance.timeHint', { example })}</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={problem !== null}>
          <Field.Label>{t('maintenance.end')}</Field.Label>
          <TimeInput example={example} value={end} onChange={setEnd} />
        </Field.Root>
      </SimpleGrid>
      {problem && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t(`maintenance.${problem}`)}
        </Text>
      )}
      <HStack justify="flex-end" wrap="wrap">
        {booked && (
          <Button variant="outline" colorPalette="red" onClick={() => void cancel()} disabled={busy}>
            {t('maintenance.cancelBooking')}
          </Button>
        )}
        <Button variant="outline" onClick={() => close(false)}>
          {t('maintenance.close')}
        </Button>
        <Button onClick={() => void book()} loading={busy}>
          {t('maintenance.save')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Active Maintenance: start it now, or end it (the reply says completed). */
function ActiveForm({ close }: DialogContentProps) {
  const { t } = useTranslation('account');
  const maintenance = useAtomValue(maintenanceAtom);
  const { busy, run } = useRun();
  const active = maintenance.isMaintenance;
  return (
    <Stack gap="4" data-testid="maintenance-active">
      <Text color="fg.muted" fontSize="sm">
        {t('maintenance.activeIntro')}
      </Text>
      <Alert.Root status={active ? 'error' : 'info'}>
        <Alert.Indicator />
        <Alert.Title data-testid="maintenance-state">
          {active ? t('maintenance.isActive') : t('maintenance.notActive')}
        </Alert.Title>
      </Alert.Root>
      <SimpleGrid columns={2} gap="2" fontSize="sm">
        <Text color="fg.muted">{t('maintenance.start')}</Text>
        <Text>
          {maintenance.startDateTimeUTC ? formatUtc(maintenance.startDateTimeUTC, i18n.language) : '—'}
        </Text>
        <Text color="fg.muted">{t('maintenance.end')}</Text>
        <Text>{maintenance.endDateTimeUTC ? formatUtc(maintenance.endDateTimeUTC, i18n.language) : '—'}</Text>
      </SimpleGrid>
      <HStack justify="flex-end">
        <Button variant="outline" onClick={() => close(false)}>
          {t('maintenance.close')}
        </Button>
        {active ? (
          <Button
            loading={busy}
            onClick={() =>
              void run('endMaintenance', () => dispatch('endMaintenance'), 'account:maintenance.ended').then(
                (ok) => ok && close(true),
              )
            }
          >
            {t('maintenance.endNow')}
          </Button>
        ) : (
          <Button
            colorPalette="red"
            loading={busy}
            onClick={() =>
              void run(
                'startMaintenance',
                () => dispatch('startMaintenance'),
                'account:maintenance.started',
              ).then((ok) => ok && close(true))
            }
          >
            {t('maintenance.startNow')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** The maintenance dialog of spec 2 (administrators): Book maintenance or Active Maintenance. */
export async function openMaintenanceDialog(mode: Mode): Promise<boolean> {
  await dispatch('checkMaintenance');
  try {
    const { flag } = await openDialog({
      title: i18n.t(mode === 'book' ? 'account:maintenance.bookTitle' : 'account:maintenance.activeTitle'),
      content: mode === 'book' ? BookForm : ActiveForm,
      width: 500,
      singleInstance: 'maintenance',
    });
    return flag;
  } catch (error) {
    if (error instanceof DialogAlreadyOpenedError) return false;
    throw error;
  }
}

/** A UTC time typed as digits in the language's date order (the example shows it). */
function TimeInput({
  example,
  value,
  onChange,
}: {
  example: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      placeholder={example}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
