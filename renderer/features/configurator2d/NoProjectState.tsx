import { Button, EmptyState, Flex } from '@chakra-ui/react';
import { LayoutTemplate } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The plan without an open project: what it is for, and a new project. */
export function NoProjectState({ onNew }: { onNew(): void }) {
  const { t } = useTranslation('plan2d');
  return (
    <Flex flex="1" align="center" justify="center" p="6">
      <EmptyState.Root
        maxW="lg"
        borderWidth="1px"
        borderStyle="dashed"
        rounded="l3"
        data-testid="empty-state"
      >
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LayoutTemplate />
          </EmptyState.Indicator>
          <EmptyState.Title>{t('noProject.title')}</EmptyState.Title>
          <EmptyState.Description>{t('noProject.body')}</EmptyState.Description>
          <Button onClick={onNew}>{t('noProject.new')}</Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Flex>
  );
}
