import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The price a closet screen shows beside its title: a label and the amount, read out as it
 * changes; `children` follow the amount (the wizard's valid/invalid badge).
 */
export function ClosetPrice({
  label,
  amount,
  testId,
  children,
}: {
  label: string;
  /** The formatted amount, or null while it is not known yet (shown as an ellipsis). */
  amount: string | null;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <HStack gap="3" aria-live="polite" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold">
        {amount ?? '…'}
      </Text>
      {children}
    </HStack>
  );
}
