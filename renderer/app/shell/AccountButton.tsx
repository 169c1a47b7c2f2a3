import { Button, Circle, Text, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { accountAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';

/** The signed-in user's name as the header shows it. */
export function useAccountName(): string {
  const { t } = useTranslation();
  const account = useAtomValue(accountAtom);
  return account?.username ?? account?.customerEmail ?? t('account.user');
}

const initials = (name: string) =>
  name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The account menu's trigger: initials and (on wide screens) the user name. */
export function AccountButton(props: ButtonProps) {
  const { t } = useTranslation();
  const name = useAccountName();
  return (
    <Button
      size="sm"
      variant="ghost"
      colorPalette="secondary"
      aria-label={t('account.menu', { name })}
      data-testid="account-menu"
      px="1.5"
      {...props}
    >
      <Circle size="7" bg="brand.solid" color="brand.contrast" fontSize="xs" fontWeight="bold" aria-hidden>
        {initials(name) || '?'}
      </Circle>
      {/* From xl the navigation bar takes the header's width: the name gives way to the project's title
          until 2xl (the button's label and the menu still name the account). */}
      <Text
        as="span"
        maxW="32"
        truncate
        display={{ base: 'none', lg: 'inline', xl: 'none', '2xl': 'inline' }}
      >
        {name}
      </Text>
    </Button>
  );
}
