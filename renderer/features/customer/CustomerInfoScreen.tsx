import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderAddress } from '../../../core/project/schema';
import { dispatch, reportActionError } from '../../actions';
import { projectAtom, projectReadOnlyAtom } from '../../state/project';
import { store, useAtomValue } from '../../state/store';
import { ScreenPage } from '../../ui/ScreenPage';
import { showToast } from '../../ui/toaster';
import { NoProjectOpen } from '../projects/NoProjectOpen';
import { ReadOnlyNotice } from '../projects/ReadOnlyNotice';
import {
  ADDRESS_FIELDS,
  AddressFields,
  emptyAddress,
  type AddressField,
  type AddressValues,
} from './AddressFields';
import { emailProblem } from './email';
import './i18n/register';

/** The order address's field names (spec 3 orderaddress) for the form's customer-API names. */
const ORDER_FIELD: Record<AddressField, keyof OrderAddress> = {
  email: 'email',
  firstName: 'firstname',
  lastName: 'surname',
  street: 'street',
  postalCode: 'postalcode',
  city: 'city',
  county: 'county',
  country: 'country',
  countryCode: 'countrycode',
  mobile: 'mobile',
  vat: 'vat',
};

function valuesOf(address: OrderAddress | undefined): AddressValues {
  const values = emptyAddress();
  for (const field of ADDRESS_FIELDS) values[field] = String(address?.[ORDER_FIELD[field]] ?? '');
  return values;
}

/** /customerinfo (spec 2, 3): the open project's order address orderaddress[0], e-mail checked (spec 5). */
export default function CustomerInfoScreen() {
  const { t } = useTranslation('customer');
  const { t: shell } = useTranslation();
  const project = useAtomValue(projectAtom);
  const readOnly = useAtomValue(projectReadOnlyAtom);
  const stored = project?.orderaddress[0];
  const initial = useMemo(() => valuesOf(stored), [stored]);
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  // Another address arrived (undo, reload): the form shows it (React's "adjust state on prop change").
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setValues(initial);
  }

  const title = shell('routes.customerinfo');
  if (!project) return <ScreenPage title={title}>{<NoProjectOpen />}</ScreenPage>;
  const changed = ADDRESS_FIELDS.some((f) => values[f] !== initial[f]);

  const apply = async () => {
    setShowErrors(true);
    if (emailProblem(values.email, false)) return;
    const address: OrderAddress = { ...stored };
    for (const field of ADDRESS_FIELDS) {
      const value = values[field].trim();
      if (value) address[ORDER_FIELD[field]] = value;
      else delete address[ORDER_FIELD[field]];
    }
    // An edit of the project like any other: undoable, refused on a read-only project.
    try {
      await dispatch('setOrderAddress', { address });
      if (store.get(projectAtom)?.orderaddress[0] === address)
        showToast({ type: 'success', title: t('info.applied') });
    } catch (error) {
      reportActionError('setOrderAddress', error);
    }
  };

  return (
    <ScreenPage title={title}>
      <Text color="fg.muted" mt="-4">
        {t('info.intro')}
      </Text>
      <ReadOnlyNotice />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
        data-testid="order-address"
      >
        <Stack gap="5" maxW="3xl">
          <AddressFields
            values={values}
            onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
            emailRequired={false}
            showErrors={showErrors}
            readOnly={readOnly}
          />
          {!readOnly && (
            <HStack justify="flex-end">
              <Button variant="ghost" disabled={!changed} onClick={() => setValues(initial)}>
                {t('info.reset')}
              </Button>
              <Button type="submit" disabled={!changed}>
                {t('info.apply')}
              </Button>
            </HStack>
          )}
        </Stack>
      </form>
    </ScreenPage>
  );
}
