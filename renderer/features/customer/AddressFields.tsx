import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { emailProblem } from './email';

/** The address fields the customer picker and the order address share (customer API names). */
export const ADDRESS_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'street',
  'postalCode',
  'city',
  'county',
  'country',
  'countryCode',
  'mobile',
  'vat',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export const emptyAddress = (): AddressValues =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as AddressValues;

const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  email: 'email',
  firstName: 'given-name',
  lastName: 'family-name',
  street: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country-name',
  countryCode: 'country',
  mobile: 'tel',
};

/** The fields with the e-mail checked per spec 5 once the user has left it (or tried to submit). */
export function AddressFields({
  values,
  onChange,
  emailRequired,
  showErrors,
  readOnly = false,
  fields = ADDRESS_FIELDS,
}: {
  values: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  emailRequired: boolean;
  showErrors: boolean;
  readOnly?: boolean;
  fields?: readonly AddressField[];
}) {
  const { t } = useTranslation('customer');
  const problem = emailProblem(values.email, emailRequired);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      {fields.map((field) => (
        <Field.Root
          key={field}
          required={field === 'email' && emailRequired}
          invalid={field === 'email' && showErrors && problem !== null}
          readOnly={readOnly}
          gridColumn={field === 'email' || field === 'street' ? { sm: 'span 2' } : undefined}
        >
          <Field.Label>
            {t(`fields.${field}`)}
            {field === 'email' && emailRequired && <Field.RequiredIndicator />}
          </Field.Label>
          <Input
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            value={values[field]}
            readOnly={readOnly}
            onChange={(event) => onChange(field, event.target.value)}
          />
          {field === 'email' && problem && <Field.ErrorText>{t(`validation.${problem}`)}</Field.ErrorText>}
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}
