import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface MessagesAlertProps extends Omit<Alert.RootProps, 'title'> {
  /** What the messages are about; without it the alert is the list alone. */
  title?: ReactNode;
  /** One line each, in order. */
  messages: readonly string[];
}

/**
 * An alert that lists messages under a title: the rules that adjusted or refuse a configuration,
 * a closet's problems. Root props (status, role, test id) pass through.
 */
export function MessagesAlert({ title, messages, ...root }: MessagesAlertProps) {
  return (
    <Alert.Root {...root}>
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {messages.map((message, index) => (
          // Two rules may say the same words: the position keeps their keys apart.
          <Alert.Description key={`${index}-${message}`}>{message}</Alert.Description>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}
