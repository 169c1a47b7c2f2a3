import { Button, HStack, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/LinkButton';

/** The way out of an entry page: home (its label says so, or that it cancels). */
export function HomeButton({ label, ...button }: { label?: string } & ButtonProps) {
  const { t } = useTranslation('entry');
  return (
    <LinkButton to="/home" variant="outline" {...button}>
      {label ?? t('do.home')}
    </LinkButton>
  );
}

/** An entry page's next step (its button), beside the way home. */
export function NextOrHome({ children, homeLabel }: { children: ReactNode; homeLabel?: string }) {
  return (
    <HStack gap="3" flexWrap="wrap">
      {children}
      <HomeButton label={homeLabel} />
    </HStack>
  );
}

/**
 * Opens the professional sign-in (its code loads on use). Once signed in the session changes and
 * the page plans again: what the link asked for runs then.
 */
export function SignInButton({ children }: { children: ReactNode }) {
  return (
    <Button onClick={() => void import('../account/signIn').then((m) => m.openSignIn('pro'))}>
      {children}
    </Button>
  );
}
