import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import type { HomeHeroProps } from '../types';
import { VerdeLegnoLogo } from './VerdeLegnoLogo';

/** Verde Legno's home hero: its own mark and name, with the product named as the engine. */
export function VerdeLegnoHero({ productName, tagline }: HomeHeroProps) {
  return (
    <Stack gap="5" align="center" textAlign="center" data-testid="home-hero-verdelegno">
      <VerdeLegnoLogo size={72} />
      <Heading as="h1" size={{ base: '4xl', md: '6xl' }} fontWeight="semibold" letterSpacing="tight">
        Verde Legno
      </Heading>
      <Badge colorPalette="brand" variant="subtle" size="lg">
        {productName}
      </Badge>
      <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
        {tagline}
      </Text>
    </Stack>
  );
}
