import { Stack, type StackProps } from '@chakra-ui/react';
import type { FormEvent } from 'react';

/**
 * A dialog's body as a form: Enter in a field submits it, and the page never reloads. onSubmit gets
 * no event: the dialogs only ever need to run their own commit.
 */
export function DialogForm({ onSubmit, ...stack }: Omit<StackProps, 'onSubmit'> & { onSubmit(): void }) {
  return (
    <Stack
      as="form"
      gap="4"
      {...stack}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
