import { Text } from '@chakra-ui/react';
import { Images, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/LinkButton';
import { ScreenPage } from '../../ui/ScreenPage';
import './texts';

/** Each render farm screen's way to the other, and its intro. */
const SCREENS = {
  renderfarm: { to: '/jobview', icon: <Images />, link: 'submit.jobs', intro: 'submit.intro' },
  jobview: { to: '/renderfarm', icon: <Plus />, link: 'jobs.new', intro: 'jobs.intro' },
} as const;

/** The frame of the render farm's two screens (a new render, the jobs): title, link across, intro. */
export function RenderFarmPage({ screen, children }: { screen: keyof typeof SCREENS; children: ReactNode }) {
  const { t } = useTranslation('renderfarm');
  const { t: common } = useTranslation();
  const { to, icon, link, intro } = SCREENS[screen];
  return (
    <ScreenPage
      title={common(`routes.${screen}`)}
      actions={
        <LinkButton to={to} variant="outline">
          {icon} {t(link)}
        </LinkButton>
      }
    >
      <Text color="fg.muted">{t(intro)}</Text>
      {children}
    </ScreenPage>
  );
}
