import { Field, NativeSelect } from '@chakra-ui/react';

/** A count chosen from `from` to `to` (a closet's sections, a section's parts): a small select. */
export function CountField({
  label,
  value,
  from,
  to,
  onChange,
}: {
  label: string;
  value: number;
  from: number;
  to: number;
  onChange(count: number): void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" width="32">
        <NativeSelect.Field value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
          {Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
