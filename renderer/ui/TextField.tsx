import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export type TextFieldProps = Omit<InputProps, 'value' | 'onChange'> & {
  /** The field's visible label, which is also the input's accessible name. */
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  /** What is wrong with the value; shown in place of `helper`, and marks the field invalid. */
  error?: ReactNode;
  /** Invalid without or before `error` decides (an error text always present, shown while invalid). */
  invalid?: boolean;
  helper?: ReactNode;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * One form row: label, text input and, under it, the field's problem or its hint. Other props land
 * on the input (type, autoComplete, inputMode, size, ref ...).
 */
export function TextField({
  label,
  value,
  onValue,
  error,
  invalid,
  helper,
  required,
  ...input
}: TextFieldProps) {
  return (
    <Field.Root invalid={invalid ?? !!error} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(event) => onValue(event.currentTarget.value)} {...input} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

/** An e-mail address's input: the phone's address keyboard and the browser's address autofill. */
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email', inputMode: 'email' } as const;
