import { Avatar, Box, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { LogIn, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportActionError, useAction } from '../../actions';
import { accountAtom, profileAtom, userFlagsAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { openSignIn } from './accountLazy';

/** Sign-in button, or who is signed in (user, shop, seller level, role) with settings and sign-out. */
export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useAtomValue(profileAtom);
  const account = useAtomValue(accountAtom);
  const flags = useAtomValue(userFlagsAtom);
  const logout = useAction('logout');

  if (!profile || profile.guest) {
    return (
      <Button
        size="sm"
        colorPalette="brand"
        variant="solid"
        data-testid="sign-in"
        onClick={() =>
          void openSignIn().catch((error: unknown) => reportActionError('login', 'session.signIn', error))
        }
      >
        <LogIn />
        {t('nav.signIn')}
      </Button>
    );
  }

  const name = account?.username ?? account?.customerEmail ?? t('account.user');
  const role = profile.admin ? t('account.roles.admin') : t(`account.roles.${flags.kind}`);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="secondary"
          aria-label={t('account.menu', { name })}
          data-testid="account-menu"
          px={compact ? '1' : '2'}
        >
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          {!compact && (
            <Text as="span" maxW="32" truncate display={{ base: 'none', lg: 'inline' }}>
              {name}
            </Text>
          )}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64" data-testid="account-menu-content">
            <Box px="3" py="2">
              <Stack gap="0.5" fontSize="sm" data-testid="account-summary">
                <Text fontWeight="semibold" truncate>
                  {name}
                </Text>
                <Text color="fg.muted">
                  {t('account.shop')}: {profile.shop?.cod ?? '—'}
                </Text>
                <Text color="fg.muted">
                  {t('account.role')}: {role}
                </Text>
                {flags.kind === 'pro' && (
                  <Text color="fg.muted">
                    {t('account.sellerLevel')}: {flags.sellerLevel}
                  </Text>
                )}
              </Stack>
            </Box>
            <Menu.Separator />
            <Menu.Item value="settings" onSelect={() => void navigate('/usersettings')}>
              <Settings />
              {t('account.settings')}
            </Menu.Item>
            <Menu.Item value="sign-out" onSelect={() => void logout.run()} data-testid="sign-out">
              <LogOut />
              {t('nav.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
