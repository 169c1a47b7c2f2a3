import { Heading, Stack, Text } from '@chakra-ui/react';
import type { HomeHeroProps } from '../../customers/types';
import { AppLogo } from '../../ui/AppLogo';

/** The standard home hero: mark, product name, tagline. Customers may replace it ('HomeHero'). */
export function HomeHero({ productName, tagline }: HomeHeroProps) {
  return (
    <Stack gap="5" align="center" textAlign="center" data-testid="home-hero">
      <AppLogo size={72} />
      <Heading as="h1" size={{ base: '5xl', md: '7xl' }} fontWeight="bold" letterSpacing="tight">
        {productName}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
        {tagline}
      </Text>
    </Stack>
  );
}
