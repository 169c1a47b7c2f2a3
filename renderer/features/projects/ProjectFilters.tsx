import { Field, HStack, Input, InputGroup, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectListSort } from '../../api';
import { STATUS_OPTIONS, statusLabel } from './statusLabel';
import { SORTS, type ListFilters } from './useProjectList';

const TYPING_DELAY_MS = 300;

/** A text field that reports its value once the user pauses typing. */
function useDebounced(value: string, onSettled: (value: string) => void): [string, (v: string) => void] {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onSettled(draft), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSettled]);
  return [draft, setDraft];
}

export function ProjectFilters({
  filters,
  onChange,
  byCustomer,
}: {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
  /** A seller filters by their customer's e-mail; a customer's list is all theirs already. */
  byCustomer: boolean;
}) {
  const { t } = useTranslation('projects');
  const [text, setText] = useDebounced(filters.text, (value) => onChange({ text: value }));
  const [customer, setCustomer] = useDebounced(filters.customer, (value) => onChange({ customer: value }));
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: byCustomer ? 4 : 3 }} gap="3" role="search">
      <Field.Root>
        <Field.Label srOnly>{t('list.search')}</Field.Label>
        <InputGroup startElement={<Search size={16} />}>
          <Input
            type="search"
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </InputGroup>
      </Field.Root>
      <HStack gap="0">
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label={t('list.status')}
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value })}
          >
            <option value="">{t('list.allStatuses')}</option>
            {STATUS_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {byCustomer && (
        <Input
          type="email"
          placeholder={t('list.customer')}
          aria-label={t('list.customer')}
          value={customer}
          onChange={(event) => setCustomer(event.target.value)}
        />
      )}
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label={t('list.sort')}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProjectListSort })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sorts.${sort}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </SimpleGrid>
  );
}
