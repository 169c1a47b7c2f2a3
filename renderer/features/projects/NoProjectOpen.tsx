import { Button, EmptyState } from '@chakra-ui/react';
import { FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../actions';
import './i18n/register';

/** Screens of the open project say so when none is open, and offer the list. */
export function NoProjectOpen() {
  const { t } = useTranslation('projects');
  const openProjects = useAction('openProjects');
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" data-testid="no-project">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FolderOpen />
        </EmptyState.Indicator>
        <EmptyState.Title>{t('noProject.title')}</EmptyState.Title>
        <EmptyState.Description>{t('noProject.body')}</EmptyState.Description>
        <Button variant="outline" onClick={() => void openProjects.run()}>
          {t('noProject.openList')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
