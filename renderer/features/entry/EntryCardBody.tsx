import { Card, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What an entry-route card says (the /do links' and the customer entries'): an icon and a title, then the rest. */
export function EntryCardBody({
  icon,
  title,
  titleId,
  children,
}: {
  icon: ReactNode;
  title: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <Card.Body>
      <Stack gap="4">
        <HStack gap="3" align="center">
          {icon}
          <Heading as="h1" size="xl" id={titleId}>
            {title}
          </Heading>
        </HStack>
        {children}
      </Stack>
    </Card.Body>
  );
}
