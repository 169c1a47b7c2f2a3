import {
  Checkbox,
  Field,
  Grid,
  HStack,
  IconButton,
  Input,
  Menu,
  Portal,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import {
  ArrowDown,
  ArrowUp,
  ChevronDown,
  ChevronRight,
  Copy,
  Link2,
  MoreVertical,
  SlidersHorizontal,
  Trash2,
} from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportingDispatch } from '../../actions';
import type { LoadedCatalog } from '../../state/catalogs';
import { measureSettingsAtom } from '../../state/measures';
import { useAtomValue } from '../../state/store';
import { numberLocaleAtom } from '../../state/pricing';
import { tileOf } from '../itemsearch/Picture';
import { openAddLinkDialog } from './AddLinkDialog';
import { rateText } from './numbers';
import type { OfferItem } from './offerRows';
import { RowPhoto } from './RowPhotos';
import { rowInWords } from './words';

type RowItem = Extract<OfferItem, { kind: 'row' }>;

/** Runs an action from the offer, reporting a failure (bad quantity, bad VAT) in a toast. */
export const run = reportingDispatch('button');

function QuantityInput({
  rowId,
  qt,
  label,
  readOnly,
}: {
  rowId: string | number;
  qt: number;
  label: string;
  readOnly: boolean;
}) {
  const [draft, setDraft] = useState(String(qt));
  const [shown, setShown] = useState(qt);
  if (shown !== qt) {
    setShown(qt);
    setDraft(String(qt));
  }
  const commit = () => {
    const value = Number(draft);
    if (draft.trim() === '' || value === qt) return setDraft(String(qt));
    run('setQuantity', { rowId, qt: value });
  };
  // A plain number field: one per row on screen, far lighter than a spin-button widget; styled by
  // the list's class (the input recipe, size sm).
  return (
    <input
      type="number"
      className="chakra-input or-qty"
      min={1}
      max={99999}
      step={1}
      inputMode="numeric"
      aria-label={label}
      value={draft}
      readOnly={readOnly}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

/** The row's customer fields (spec 3: vat, checkVat, ntp, rifGmk) and its note. */
function RowDetails({ item, name }: { item: RowItem; name: string }) {
  const { t } = useTranslation('offer');
  const rowId = item.row.uniqueid;
  const c = item.customer;
  const notes = (c as { notes?: string } | undefined)?.notes ?? '';
  return (
    <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr auto' }} gap="3" pt="3" data-testid="row-details">
      <Field.Root>
        <Field.Label fontSize="xs">{t('row.notes')}</Field.Label>
        <Textarea
          size="sm"
          rows={2}
          defaultValue={notes}
          onBlur={(e) =>
            e.currentTarget.value !== notes && run('setCustomerRow', { rowId, notes: e.currentTarget.value })
          }
        />
      </Field.Root>
      <Field.Root>
        <Field.Label fontSize="xs">{t('row.rifGmk')}</Field.Label>
        <Input
          size="sm"
          defaultValue={c?.rifGmk ?? ''}
          onBlur={(e) =>
            e.currentTarget.value !== (c?.rifGmk ?? '') &&
            run('setCustomerRow', { rowId, rifGmk: e.currentTarget.value })
          }
        />
      </Field.Root>
      <Stack gap="2">
        <HStack gap="2" align="end">
          <Field.Root>
            <Field.Label fontSize="xs">{t('row.vat')}</Field.Label>
            <Input
              size="sm"
              inputMode="decimal"
              defaultValue={c?.vat ?? '0'}
              onBlur={(e) =>
                e.currentTarget.value !== (c?.vat ?? '0') &&
                run('setCustomerRow', { rowId, vat: e.currentTarget.value.trim().replace(',', '.') })
              }
            />
          </Field.Root>
          <RowFlag
            label={t('row.checkVat')}
            checked={c?.checkVat ?? false}
            onChange={(checkVat) => run('setCustomerRow', { rowId, checkVat })}
          />
        </HStack>
        <RowFlag
          label={t('row.ntp')}
          checked={c?.ntp ?? true}
          onChange={(ntp) => run('setCustomerRow', { rowId, ntp })}
        />
      </Stack>
      <RowPhoto row={item.row} name={name} />
    </Grid>
  );
}

/**
 * A row's actions. The menu is mounted on first use: 500 rows with a menu machine each would cost
 * the offer its first paint.
 */
function RowMenu({
  rowId,
  name,
  first,
  last,
  onLink,
}: {
  rowId: string | number;
  name: string;
  first: boolean;
  last: boolean;
  onLink(): void;
}) {
  const { t } = useTranslation('offer');
  const [mounted, setMounted] = useState(false);
  const label = t('row.actions', { name });
  if (!mounted) {
    // Styled by the list's class as the ghost IconButton below.
    return (
      <button
        type="button"
        className="chakra-button or-menu"
        aria-label={label}
        aria-haspopup="menu"
        onClick={() => setMounted(true)}
      >
        <MoreVertical />
      </button>
    );
  }
  return (
    <Menu.Root defaultOpen onOpenChange={(e) => !e.open && setMounted(false)}>
      <Menu.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label={label}>
          <MoreVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="configure" onSelect={() => run('editRow', { rowId })}>
              <SlidersHorizontal size={14} /> {t('row.configure')}
            </Menu.Item>
            <Menu.Item value="link" onSelect={onLink}>
              <Link2 size={14} /> {t('addLink.menu')}
            </Menu.Item>
            <Menu.Item value="duplicate" onSelect={() => run('duplicateRow', { rowId })}>
              <Copy size={14} /> {t('row.duplicate')}
            </Menu.Item>
            <Menu.Item value="up" disabled={first} onSelect={() => run('moveRow', { rowId, offset: -1 })}>
              <ArrowUp size={14} /> {t('row.moveUp')}
            </Menu.Item>
            <Menu.Item value="down" disabled={last} onSelect={() => run('moveRow', { rowId, offset: 1 })}>
              <ArrowDown size={14} /> {t('row.moveDown')}
            </Menu.Item>
            <Menu.Item value="remove" color="fg.error" onSelect={() => run('removeRow', { rowId })}>
              <Trash2 size={14} /> {t('row.remove')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** One offer row: picture, code, description, options in words, quantity, unit, VAT, total. */
export const OfferRow = memo(function OfferRow({
  item,
  loaded,
  lang,
  money,
  editable,
  first,
  last,
}: {
  item: RowItem;
  loaded: LoadedCatalog | undefined;
  lang: string;
  money(amount: string | undefined): string;
  editable: boolean;
  first: boolean;
  last: boolean;
}) {
  const { t } = useTranslation('offer');
  const [open, setOpen] = useState(false);
  const { row } = item;
  const rowId = row.uniqueid;
  const qt = item.customer?.qt && item.customer.qt > 0 ? item.customer.qt : 1;
  const measures = useAtomValue(measureSettingsAtom);
  const locale = useAtomValue(numberLocaleAtom);
  const words = rowInWords(row, loaded, lang, measures);
  // Plain elements styled by the list's class (offerRowStyles.ts): one or two rows mount per scroll frame.
  return (
    <div className="or-row" data-testid="offer-row" data-row={String(rowId)}>
      <div className="or-grid">
        {editable ? (
          <button
            type="button"
            className="chakra-button or-toggle"
            // Named after the row: seven 'Show details' buttons in a row could not be told apart.
            aria-label={
              open ? t('row.hideDetails', { name: item.des }) : t('row.showDetails', { name: item.des })
            }
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronDown /> : <ChevronRight />}
          </button>
        ) : (
          <span />
        )}
        <div className="or-pic">
          <RowPicture code={row.model ?? row.catalog} label={item.des} image={row.img} />
        </div>
        <div className="or-main">
          <div className="or-titleline">
            <p className="or-des">{item.des}</p>
            <span className="chakra-badge or-code">{row.cmodel ?? row.cod}</span>
          </div>
          <p className="or-words" data-testid="row-words">
            {words}
          </p>
          {item.priced?.promotion && (
            <p className="or-promo" data-testid="row-promotion">
              {t('row.promotion', {
                name: item.priced.promotion.des || item.priced.promotion.cod,
                percent: item.priced.promotion.percent,
                saving: money(item.priced.promotion.saving),
              })}
            </p>
          )}
        </div>
        <div className="or-qtycell">
          {editable ? (
            <QuantityInput
              rowId={rowId}
              qt={qt}
              label={t('row.quantityOf', { name: item.des })}
              readOnly={false}
            />
          ) : (
            <p className="or-times">× {qt}</p>
          )}
        </div>
        <p className="or-unit">
          <span className="or-phone-muted">{t('columns.unit')}: </span>
          {money(item.unit)}
        </p>
        <p className="or-vat">
          <span className="or-phone">{t('columns.vat')}: </span>
          {rateText(item.vat, locale)} %
        </p>
        <p className="or-total" data-testid="row-total">
          {money(item.priced?.net)}
        </p>
        {editable ? (
          <RowMenu
            rowId={rowId}
            name={item.des}
            first={first}
            last={last}
            onLink={() => void openAddLinkDialog(row, loaded, item.des)}
          />
        ) : (
          <span />
        )}
      </div>
      {open && editable && <RowDetails item={item} name={item.des} />}
    </div>
  );
});

/** The row's picture as the list's class draws it: its image, else a tile in the model's colour. */
function RowPicture({ code, label, image }: { code: string; label: string; image: string | undefined }) {
  if (image) return <img className="or-img" src={image} alt="" />;
  const tile = tileOf(code, label);
  return (
    <div aria-hidden className="or-tile" style={{ background: tile.background }}>
      {tile.text}
    </div>
  );
}

/** A row's yes/no setting in the offer (VAT checked, printed price): a small labelled checkbox. */
function RowFlag({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
