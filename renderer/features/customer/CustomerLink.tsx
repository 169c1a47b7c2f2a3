import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../core/project/schema';
import { guardAllows } from '../../app/navigation';
import { sessionAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import './i18n/register';
import { LinkButton } from '../../ui/LinkButton';

/** The project's customer as a link to /customerinfo (offer screen); only for signed-in users (guard b). */
export function CustomerLink({ project }: { project: Project }) {
  const { t } = useTranslation('customer');
  const session = useAtomValue(sessionAtom);
  if (!guardAllows('loggedIn', session)) return null;
  const address = project.orderaddress[0];
  const name = [address?.firstname, address?.surname].filter(Boolean).join(' ') || project.customercod || '';
  return (
    <LinkButton
      to="/customerinfo"
      data-testid="offer-customer-link"
      size="xs"
      variant="outline"
      aria-label={`${t('link.label')}${name ? `: ${name}` : ''}`}
    >
      <UserRound />
      {name ? t('link.named', { name }) : t('link.none')}
    </LinkButton>
  );
}
