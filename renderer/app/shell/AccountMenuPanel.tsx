import { Box, Menu, Stack, Text } from '@chakra-ui/react';
import { BadgePercent, Images, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAction } from '../../actions';
import { profileAtom, userFlagsAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { AccountButton, useAccountName } from './AccountButton';
import { HeaderMenu } from './HeaderMenu';

/** Who is signed in (user, shop, seller level, role), user settings and sign-out. */
export default function AccountMenuPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useAtomValue(profileAtom);
  const flags = useAtomValue(userFlagsAtom);
  const logout = useAction('logout');
  const name = useAccountName();
  if (!profile) return null;
  const role = profile.admin ? t('account.roles.admin') : t(`account.roles.${flags.kind}`);
  return (
    <HeaderMenu
      trigger={<AccountButton />}
      defaultOpen={defaultOpen}
      minW="64"
      data-testid="account-menu-content"
    >
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
      {flags.kind === 'pro' && (
        <Menu.Item value="jobview" onSelect={() => void navigate('/jobview')}>
          <Images />
          {t('routes.jobview')}
        </Menu.Item>
      )}
      {profile.admin && (
        <Menu.Item value="promotions" onSelect={() => void navigate('/promotions')}>
          <BadgePercent />
          {t('routes.promotions')}
        </Menu.Item>
      )}
      <Menu.Item value="sign-out" onSelect={() => void logout.run()} data-testid="sign-out">
        <LogOut />
        {t('nav.signOut')}
      </Menu.Item>
    </HeaderMenu>
  );
}
