import { Button } from '@chakra-ui/react';
import { FailureAlert } from './FailureAlert';
import type { failureOf } from './forms';

/** The end of an account form: the server's refusal in words (once sent), then the send button. */
export function SubmitRow({
  failure,
  sending,
  label,
}: {
  failure: ReturnType<typeof failureOf> | null;
  sending: boolean;
  label: string;
}) {
  return (
    <>
      <FailureAlert failure={failure} />
      <Button type="submit" loading={sending} colorPalette="brand">
        {label}
      </Button>
    </>
  );
}
