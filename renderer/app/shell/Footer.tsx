import { Box, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { pageColumn } from '../../ui/layoutStyles';

/** The app footer (hidden on bare routes and whenever embedded); memoised like the header. */
export const Footer = memo(function Footer({ customerName }: { customerName?: string }) {
  const { t } = useTranslation();
  return (
    <Box as="footer" data-testid="app-footer" borderTopWidth="1px" bg="bg.panel">
      <Flex css={pageColumn} py="3" justify="space-between" gap="4" wrap="wrap">
        <Text fontSize="xs" color="fg.muted">
          {t('footer.copyright', { year: new Date().getFullYear() })}
          {customerName ? ` · ${customerName}` : ''}
        </Text>
        {/* A key combination: said only where a keyboard is likely (not on a phone or tablet). */}
        <Text fontSize="xs" color="fg.subtle" css={{ '@media (hover: none)': { display: 'none' } }}>
          {t('footer.logsHint')}
        </Text>
      </Flex>
    </Box>
  );
});
