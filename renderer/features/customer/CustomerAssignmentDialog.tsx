import { Alert, Box, Button, HStack, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { Search, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerPickerResult } from '../../../core/project/entities';
import { dispatchFrom } from '../../actions';
import { api, ApiError, type Customer, type CustomerFields } from '../../api';
import { showToast } from '../../ui/toaster';
import type { DialogContentProps } from '../../ui/dialog';
import { AddressFields, emptyAddress, type AddressValues } from './AddressFields';
import { emailProblem } from './email';
import './i18n/register';

const SEARCH_DELAY_MS = 250;

const pickerResult = (c: Customer): CustomerPickerResult => ({
  email: c.email,
  firstName: c.firstName,
  lastName: c.lastName,
  postalCode: c.postalCode,
  city: c.city,
  mobile: c.mobile,
  street: c.street,
  country: c.country,
});

/** Customer assignment (spec 2, 4): search the shop's customers, create one, select or skip. */
export function CustomerAssignmentDialog({ close }: DialogContentProps<CustomerPickerResult>) {
  const [creating, setCreating] = useState(false);
  return creating ? (
    <NewCustomer onBack={() => setCreating(false)} onCreated={(c) => close(true, pickerResult(c))} />
  ) : (
    <CustomerSearch
      onSelect={(c) => close(true, pickerResult(c))}
      onSkip={() => close(false)}
      onCreate={() => setCreating(true)}
    />
  );
}

function CustomerSearch({
  onSelect,
  onSkip,
  onCreate,
}: {
  onSelect: (c: Customer) => void;
  onSkip: () => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation('customer');
  const [query, setQuery] = useState('');
  const [state, setState] = useState<{ loading: boolean; customers: Customer[]; error: string | null }>({
    loading: true,
    customers: [],
    error: null,
  });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api.customers
        .search({ q: query.trim() || undefined, limit: 20 })
        .then((customers) => live && setState({ loading: false, customers, error: null }))
        .catch((error: Error) => live && setState({ loading: false, customers: [], error: error.message }));
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);

  return (
    <Stack gap="4">
      <InputGroup startElement={<Search size={16} />}>
        <Input
          autoFocus
          aria-label={t('assign.search')}
          placeholder={t('assign.searchPlaceholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setState((s) => ({ ...s, loading: true }));
          }}
        />
      </InputGroup>
      <Box minH="48" maxH="sm" overflowY="auto" borderWidth="1px" rounded="l2" aria-busy={state.loading}>
        {state.error ? (
          <Alert.Root status="error" m="3" w="auto">
            <Alert.Indicator />
            <Alert.Title>{t('assign.error', { message: state.error })}</Alert.Title>
          </Alert.Root>
        ) : state.loading && state.customers.length === 0 ? (
          <HStack justify="center" py="10">
            <Spinner />
          </HStack>
        ) : state.customers.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="10">
            {t('assign.none')}
          </Text>
        ) : (
          <Stack as="ul" gap="0" aria-label={t('assign.results')} listStyleType="none">
            {state.customers.map((c) => {
              const name = [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email;
              return (
                <HStack
                  as="li"
                  key={c.id}
                  px="4"
                  py="2.5"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                  justify="space-between"
                  gap="3"
                >
                  <Box minW="0">
                    <Text fontWeight="medium" truncate>
                      {name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {[c.email, c.city].filter(Boolean).join(' · ')}
                    </Text>
                  </Box>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onSelect(c)}
                    aria-label={`${t('assign.select')} ${name}`}
                  >
                    {t('assign.select')}
                  </Button>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Box>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="outline" onClick={onCreate}>
          <UserPlus />
          {t('assign.create')}
        </Button>
        <Button variant="ghost" onClick={onSkip}>
          {t('assign.skip')}
        </Button>
      </HStack>
    </Stack>
  );
}

function NewCustomer({ onBack, onCreated }: { onBack: () => void; onCreated: (c: Customer) => void }) {
  const { t } = useTranslation('customer');
  const [values, setValues] = useState<AddressValues>(emptyAddress);
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setShowErrors(true);
    if (emailProblem(values.email, true)) return;
    setBusy(true);
    setError(null);
    try {
      const fields = Object.fromEntries(
        Object.entries(values)
          .map(([k, v]) => [k, v.trim()])
          .filter(([, v]) => v !== ''),
      ) as unknown as CustomerFields;
      const customer = await dispatchFrom('button')('createCustomer', { fields });
      showToast({ type: 'success', title: t('assign.created', { email: customer.email }) });
      onCreated(customer);
    } catch (caught) {
      setError(caught instanceof ApiError || caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <AddressFields
          values={values}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          emailRequired
          showErrors={showErrors}
        />
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Button variant="ghost" onClick={onBack}>
            {t('assign.back')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('assign.createAndSelect')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
