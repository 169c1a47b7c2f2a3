import { Box, Field, HStack, Input, Separator, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectTotals, RowPromotion } from '../../../core/pricing';
import type { Project } from '../../../core/project/schema';
import { decimalInputText, parseDecimalInput, rateText } from './numbers';
import { run } from './OfferRow';
import { numberLocaleAtom } from '../../state/pricing';
import { useAtomValue } from '../../state/store';

/**
 * A decimal typed by a seller, shown and read in the user's language ("7,5" in German and Italian,
 * "1.500" there being 1500), committed when leaving the field or on Enter; Escape puts it back.
 */
function DecimalField({
  label,
  value,
  onCommit,
  suffix,
  readOnly,
}: {
  label: string;
  value: string;
  onCommit(v: string): void;
  suffix: string;
  readOnly: boolean;
}) {
  const locale = useAtomValue(numberLocaleAtom);
  const shownText = decimalInputText(value, locale);
  const [draft, setDraft] = useState(shownText);
  const [shown, setShown] = useState(shownText);
  if (shown !== shownText) {
    setShown(shownText);
    setDraft(shownText);
  }
  const commit = () => {
    // Not a number: the raw text goes to the action, whose check names the field in a toast.
    const text = parseDecimalInput(draft, locale) ?? draft.trim();
    if (text !== value) onCommit(text);
  };
  return (
    <Field.Root orientation="horizontal" justifyContent="space-between">
      <Field.Label fontSize="sm" color="fg.muted" flex="1">
        {label}
      </Field.Label>
      <HStack gap="1">
        <Input
          size="sm"
          w="24"
          textAlign="end"
          inputMode="decimal"
          value={draft}
          readOnly={readOnly}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') setDraft(shownText);
          }}
        />
        <Text fontSize="sm" w="8" color="fg.muted">
          {suffix}
        </Text>
      </HStack>
    </Field.Root>
  );
}

function Line({
  label,
  amount,
  strong,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  testId: string;
}) {
  return (
    <HStack justify="space-between" fontSize={strong ? 'lg' : 'sm'} fontWeight={strong ? 'bold' : 'normal'}>
      <Text color={strong ? 'fg' : 'fg.muted'}>{label}</Text>
      <Text data-testid={testId} whiteSpace="nowrap">
        {amount}
      </Text>
    </HStack>
  );
}

/** The VAT: one line naming its rate, or one line per rate on its base when the rows differ (issue 19). */
function VatLines({ totals, money }: { totals: ProjectTotals; money(amount: string | undefined): string }) {
  const { t } = useTranslation('offer');
  const locale = useAtomValue(numberLocaleAtom);
  const lines = totals.vatByRate;
  if (lines.length <= 1) {
    const rate = lines[0]?.rate;
    const label = rate ? t('totals.vatRate', { rate: rateText(rate, locale) }) : t('totals.vat');
    return <Line label={label} amount={money(totals.vat)} testId="total-vat" />;
  }
  return (
    <Stack gap="3" data-testid="total-vat-by-rate">
      {lines.map((line) => (
        <Line
          key={line.rate}
          label={t('totals.vatOnBase', { rate: rateText(line.rate, locale), base: money(line.base) })}
          amount={money(line.vat)}
          testId={`total-vat-${line.rate}`}
        />
      ))}
    </Stack>
  );
}

/** The project's discounts (discount1 percent, discount2 fixed), totals, price date and notes. */
export function TotalsPanel({
  project,
  totals,
  money,
  currencySymbol,
  editable,
  priceDate,
  cashStep,
  promotions = [],
}: {
  project: Project;
  totals: ProjectTotals;
  money(amount: string | undefined): string;
  currencySymbol: string;
  editable: boolean;
  priceDate: string;
  /** The currency's cash rounding step ('0.05' for CHF), shown with the rounding line. */
  cashStep: string;
  /** The campaigns that lowered rows, with their savings (already taken off the goods). */
  promotions?: readonly RowPromotion[];
}) {
  const { t } = useTranslation('offer');
  const fields = project.customerFields;
  return (
    <Box borderWidth="1px" rounded="l3" p="5" bg="bg.panel" as="section" aria-label={t('totals.title')}>
      <Stack gap="3">
        <Text fontWeight="semibold">{t('totals.title')}</Text>
        <Line label={t('totals.goods')} amount={money(totals.totalGoods)} testId="total-goods" />
        {promotions.map((promotion) => (
          <Line
            key={promotion.cod}
            label={t('totals.promotion', {
              name: promotion.des || promotion.cod,
              percent: promotion.percent,
            })}
            amount={money(`-${promotion.saving}`)}
            testId="total-promotion"
          />
        ))}
        <DecimalField
          label={t('totals.discount1')}
          value={fields.discount1 ?? '0'}
          suffix="%"
          readOnly={!editable}
          onCommit={(discount1) => run('setDiscount', { discount1 })}
        />
        <Line
          label={t('totals.goodsAfterDiscount')}
          amount={money(totals.goodsAfterDiscount)}
          testId="total-after-discount"
        />
        <Line label={t('totals.services')} amount={money(totals.totalServices)} testId="total-services" />
        <DecimalField
          label={t('totals.discount2')}
          value={fields.discount2 ?? '0'}
          suffix={currencySymbol}
          readOnly={!editable}
          onCommit={(discount2) => run('setDiscount', { discount2 })}
        />
        <Separator />
        <Line label={t('totals.totVatE')} amount={money(totals.totVatE)} testId="total-excl-vat" />
        <VatLines totals={totals} money={money} />
        {/* Cash rounding (CHF to 0.05) on its own line: the amounts above add up to the total. */}
        {!/^-?0(\.0+)?$/.test(totals.cashRounding) && (
          <Line
            label={t('totals.cashRounding', { step: money(cashStep) })}
            amount={money(totals.cashRounding)}
            testId="total-cash-rounding"
          />
        )}
        <Line label={t('totals.totVatI')} amount={money(totals.totVatI)} strong testId="total-incl-vat" />
        <Text fontSize="xs" color="fg.muted" data-testid="price-date">
          {t('totals.priceDate', { date: priceDate })}
        </Text>
        <Field.Root>
          <Field.Label fontSize="sm">{t('totals.notes')}</Field.Label>
          <Textarea
            size="sm"
            rows={3}
            readOnly={!editable}
            defaultValue={fields.notes}
            key={fields.notes}
            onBlur={(e) =>
              e.currentTarget.value !== fields.notes && run('setNotes', { notes: e.currentTarget.value })
            }
          />
        </Field.Root>
      </Stack>
    </Box>
  );
}
