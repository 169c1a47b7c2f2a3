import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's frame: a centred column with the screen title. */
export function ScreenPage({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box maxW="7xl" w="full" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack direction="row" justify="space-between" align="center" gap="4" wrap="wrap">
          <Heading as="h1" size="2xl" data-testid="screen-title">
            {title}
          </Heading>
          {actions}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
