import { Card, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../../ui/AppLogo';
import './texts';

/**
 * The frame of the account screens: one centred card, the logo (the reset screen has no header) and
 * the title. From a 360 px phone (full width) to a desk screen (440 px card).
 */
export function AccountCard({
  title,
  intro,
  children,
  testId,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Center minH={{ base: 'auto', md: '70dvh' }} px={{ base: '3', md: '6' }} py={{ base: '6', md: '12' }}>
      <Card.Root w="full" maxW="md" variant="elevated" data-testid={testId}>
        <Card.Body gap="5" p={{ base: '5', md: '8' }}>
          <Stack gap="3">
            <HStack gap="3">
              <AppLogo size={36} />
              <Heading as="h1" size="xl" data-testid="screen-title">
                {title}
              </Heading>
            </HStack>
            {intro ? <Text color="fg.muted">{intro}</Text> : null}
          </Stack>
          {children}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}

/**
 * An account page that is one form in the card, under the title and intro of its texts
 * (`<texts>.title`, `<texts>.intro`).
 */
export function accountFormScreen(texts: 'register' | 'forgot', testId: string, Form: ComponentType) {
  return function AccountFormScreen() {
    const { t } = useTranslation('account');
    return (
      <AccountCard title={t(`${texts}.title`)} intro={t(`${texts}.intro`)} testId={testId}>
        <Form />
      </AccountCard>
    );
  };
}
