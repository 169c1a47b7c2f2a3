import { Button, List, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { HelpCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openDialog, type DialogContentProps } from '../../ui/dialog';
import { i18n } from '../../i18n';
import './i18n/register';

/** The AR how-to dialog (spec 2): what AR does, the steps on the phone, which devices have it. */
function ArHowTo({ close }: DialogContentProps) {
  const { t } = useTranslation('scenemedia');
  return (
    <Stack gap="4" data-testid="ar-how-to">
      <Text>{t('howTo.intro')}</Text>
      <List.Root as="ol" gap="2" ps="5">
        <List.Item>{t('howTo.step1')}</List.Item>
        <List.Item>{t('howTo.step2')}</List.Item>
        <List.Item>{t('howTo.step3')}</List.Item>
        <List.Item>{t('howTo.step4')}</List.Item>
      </List.Root>
      <Text fontSize="sm" color="fg.muted">
        {t('howTo.devices')}
      </Text>
      <Button alignSelf="flex-end" onClick={() => close(true)}>
        {t('howTo.close')}
      </Button>
    </Stack>
  );
}

export function openArHowTo(): Promise<unknown> {
  return openDialog({
    title: i18n.t('scenemedia:howTo.title'),
    content: ArHowTo,
    size: 'default',
    singleInstance: 'arHowTo',
  }).catch(() => undefined);
}

/** A small button with a help icon that opens the how-to; its look is given where it stands. */
export function ArHowToButton({ children, ...button }: ButtonProps) {
  return (
    <Button size="sm" onClick={() => void openArHowTo()} {...button}>
      <HelpCircle />
      {children}
    </Button>
  );
}
