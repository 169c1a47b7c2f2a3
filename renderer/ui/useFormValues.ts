import { useState } from 'react';

/**
 * A form's text values kept as one record: each field bound by its name, and the whole form set back
 * to where it started (after a successful send).
 */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [start] = useState(initial);
  const [values, setValues] = useState(initial);
  const set = (name: keyof T, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return {
    values,
    set,
    /** A field's value and its change handler, for a TextField (or an input's own wiring). */
    bind: (name: keyof T) => ({ value: values[name], onValue: (value: string) => set(name, value) }),
    reset: () => setValues(start),
  };
}
