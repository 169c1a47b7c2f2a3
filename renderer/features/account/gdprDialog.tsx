import './i18n';
import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GDPR_DIALOG_KEY } from '../../actions/session';
import { i18n } from '../../i18n';
import { chooseIn, DialogAlreadyOpenedError, type DialogContentProps } from '../../ui/dialog';

export const CONSENT_KEYS = ['consent1', 'consent2', 'consent3', 'consent4'] as const;

/** '1;0;1;1' -> [true, false, true, true]; missing flags count as not given. */
export function consentsFrom(flags: string | undefined): boolean[] {
  const parts = (flags ?? '').split(';');
  return CONSENT_KEYS.map((_, index) => parts[index] === '1');
}

function PrivacyForm({ close, initial }: DialogContentProps<boolean[]> & { initial: boolean[] }) {
  const { t } = useTranslation('account');
  const [consents, setConsents] = useState(initial);
  return (
    <Stack gap="4" data-testid="gdpr-dialog">
      <Text>{t('gdpr.intro')}</Text>
      <Text color="fg.muted" fontSize="sm">
        {t('gdpr.notice')}
      </Text>
      <Stack gap="3">
        {CONSENT_KEYS.map((key, index) => (
          <Checkbox.Root
            key={key}
            checked={consents[index]}
            onCheckedChange={(e) =>
              setConsents((all) => all.map((value, i) => (i === index ? e.checked === true : value)))
            }
            colorPalette="brand"
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">{t(`gdpr.${key}`)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <HStack justify="flex-end">
        <Button onClick={() => close(true, consents)} data-testid="gdpr-confirm">
          {t('gdpr.confirm')}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The privacy dialog of spec 2: title 'GDPR privacy', persistent, large, fullscreen toggle; its
 * confirm event resolves the consents chosen (null if it could not open: one is open already).
 */
export async function openGdprDialog(flags: string | undefined): Promise<boolean[] | null> {
  try {
    const initial = consentsFrom(flags);
    return await chooseIn<boolean[]>({
      title: i18n.t('account:gdpr.title'),
      content: (props: DialogContentProps<boolean[]>) => <PrivacyForm {...props} initial={initial} />,
      size: 'lg',
      persistent: true,
      fullscreenToggle: true,
      singleInstance: GDPR_DIALOG_KEY,
    });
  } catch (error) {
    if (error instanceof DialogAlreadyOpenedError) return null;
    throw error;
  }
}
