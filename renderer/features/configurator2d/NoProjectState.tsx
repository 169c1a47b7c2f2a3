import { Button, Flex } from '@chakra-ui/react';
import { LayoutTemplate } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../ui/EmptyPanel';

/** The plan without an open project: what it is for, and a new project. */
export function NoProjectState({ onNew }: { onNew(): void }) {
  const { t } = useTranslation('plan2d');
  return (
    <Flex flex="1" align="center" justify="center" p="6">
      <EmptyPanel maxW="lg" icon={<LayoutTemplate />} title={t('noProject.title')} body={t('noProject.body')}>
        <Button onClick={onNew}>{t('noProject.new')}</Button>
      </EmptyPanel>
    </Flex>
  );
}
