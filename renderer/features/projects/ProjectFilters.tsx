import { Field, HStack, Input, InputGroup, SimpleGrid, type InputProps } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../ui/OptionSelect';
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

/** A filter's text box, named by its placeholder; it reports its value once the user pauses typing. */
function FilterInput({
  label,
  value,
  onSettled,
  ...input
}: { label: string; value: string; onSettled: (value: string) => void } & Omit<InputProps, 'onChange'>) {
  const [draft, setDraft] = useDebounced(value, onSettled);
  return (
    <Input
      placeholder={label}
      aria-label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      {...input}
    />
  );
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
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: byCustomer ? 4 : 3 }} gap="3" role="search">
      <Field.Root>
        <Field.Label srOnly>{t('list.search')}</Field.Label>
        <InputGroup startElement={<Search size={16} />}>
          <FilterInput
            type="search"
            label={t('list.search')}
            value={filters.text}
            onSettled={(text) => onChange({ text })}
          />
        </InputGroup>
      </Field.Root>
      <HStack gap="0">
        <OptionSelect
          aria-label={t('list.status')}
          value={filters.status}
          none={t('list.allStatuses')}
          options={STATUS_OPTIONS}
          optionLabel={statusLabel}
          onChange={(status) => onChange({ status })}
        />
      </HStack>
      {byCustomer && (
        <FilterInput
          type="email"
          label={t('list.customer')}
          value={filters.customer}
          onSettled={(customer) => onChange({ customer })}
        />
      )}
      <OptionSelect
        aria-label={t('list.sort')}
        value={filters.sort}
        options={SORTS}
        optionLabel={(sort) => t(`list.sorts.${sort}`)}
        onChange={(sort) => onChange({ sort })}
      />
    </SimpleGrid>
  );
}
