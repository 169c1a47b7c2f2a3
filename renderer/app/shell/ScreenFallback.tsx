import { Center, Spinner } from '@chakra-ui/react';

/** What a screen shows while its code loads. */
export function ScreenFallback() {
  return (
    <Center flex="1" py="24">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
