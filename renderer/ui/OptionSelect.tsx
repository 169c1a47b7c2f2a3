import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type OptionSelectProps<V extends string> = Omit<NativeSelect.FieldProps, 'value' | 'onChange'> & {
  value: V | '';
  options: readonly V[];
  optionLabel: (option: V) => ReactNode;
  /** Called with the chosen option ('' for the `none` entry). */
  onChange: (value: V) => void;
  /** An entry before the options, with the value '' (all of them, or nothing chosen yet). */
  none?: ReactNode;
  /** The select's frame: its size, width, variant, disabled. */
  root?: NativeSelect.RootProps;
};

/**
 * A native select over a list of values, each shown by its label. Other props land on the select
 * element (its accessible name, test id, focus).
 */
export function OptionSelect<V extends string>({
  value,
  options,
  optionLabel,
  onChange,
  none,
  root,
  ...field
}: OptionSelectProps<V>) {
  return (
    <NativeSelect.Root {...root}>
      {/* The element's value is one of the options written below (or the none entry's ''). */}
      <NativeSelect.Field
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as V)}
        {...field}
      >
        {none !== undefined && <option value="">{none}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
