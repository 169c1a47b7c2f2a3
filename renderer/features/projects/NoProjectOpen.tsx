import { Button } from '@chakra-ui/react';
import { FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../actions';
import { EmptyPanel } from '../../ui/EmptyPanel';
import './i18n/register';

/** Screens of the open project say so when none is open, and offer the list. */
export function NoProjectOpen() {
  const { t } = useTranslation('projects');
  const openProjects = useAction('openProjects');
  return (
    <EmptyPanel
      data-testid="no-project"
      icon={<FolderOpen />}
      title={t('noProject.title')}
      body={t('noProject.body')}
    >
      <Button variant="outline" onClick={() => void openProjects.run()}>
        {t('noProject.openList')}
      </Button>
    </EmptyPanel>
  );
}
