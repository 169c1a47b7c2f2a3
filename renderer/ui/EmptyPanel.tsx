import { EmptyState, type EmptyStateRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyPanelProps extends Omit<EmptyStateRootProps, 'title'> {
  /** The screen's own picture of what is missing. */
  icon: ReactNode;
  title: ReactNode;
  body: ReactNode;
  /** The way on (a button or link), under the text. */
  children?: ReactNode;
}

/**
 * A screen's "nothing here" block: its picture, what is missing and the way on, in the dashed frame
 * every screen uses, so they all say it the same way. Root props (size, width, test id) pass through.
 */
export function EmptyPanel({ icon, title, body, children, ...root }: EmptyPanelProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" data-testid="empty-state" {...root}>
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <EmptyState.Title>{title}</EmptyState.Title>
        <EmptyState.Description>{body}</EmptyState.Description>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
