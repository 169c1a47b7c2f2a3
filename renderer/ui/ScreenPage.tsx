import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pageColumn } from './layoutStyles';

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
    <Box css={pageColumn} w="full" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        {/* On a phone a long title takes the row and the actions move under it. */}
        <Stack direction="row" justify="space-between" align="center" gap="4" flexWrap="wrap">
          <Heading as="h1" size="2xl" data-testid="screen-title" minW="0" overflowWrap="anywhere">
            {title}
          </Heading>
          {actions}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
