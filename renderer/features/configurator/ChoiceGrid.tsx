import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChoiceView } from './choices';

/**
 * A choice variable's values as buttons: the chosen one pressed, excluded ones disabled with the
 * rule's reason beside them (so it reads without hovering), swatches where the value has one.
 */
export function ChoiceGrid({
  name,
  views,
  selected,
  onChoose,
  large = false,
}: {
  name: string;
  views: readonly ChoiceView[];
  selected: string | null;
  onChoose(value: string): void;
  large?: boolean;
}) {
  const { t } = useTranslation('configurator');
  return (
    <SimpleGrid
      role="group"
      aria-label={name}
      columns={large ? { base: 2, md: 4 } : { base: 1, sm: 2 }}
      gap="2"
    >
      {views.map((view) => {
        const pressed = selected !== null && view.value.toUpperCase() === selected.toUpperCase();
        return (
          <Button
            key={view.value}
            variant={pressed ? 'subtle' : 'outline'}
            colorPalette={pressed ? 'brand' : 'gray'}
            justifyContent="start"
            h="auto"
            minH={large ? '20' : '10'}
            py="2"
            whiteSpace="normal"
            textAlign="start"
            aria-pressed={pressed}
            disabled={!view.available}
            title={view.reason}
            onClick={() => onChoose(view.value)}
            data-value={view.value}
            borderColor={pressed ? 'brand.solid' : undefined}
          >
            <HStack gap="2" w="full" align="start">
              {view.swatch && (
                <Box
                  aria-hidden
                  boxSize={large ? '10' : '5'}
                  rounded={large ? 'md' : 'full'}
                  borderWidth="1px"
                  borderColor="border.emphasized"
                  flexShrink={0}
                  style={{ background: view.swatch }}
                />
              )}
              <Stack gap="0" flex="1" minW="0">
                <Text fontWeight={pressed ? 'semibold' : 'normal'} fontSize="sm">
                  {view.des}
                </Text>
                {!view.available && view.reason && (
                  <Text fontSize="xs" color="fg.muted" data-testid="excluded-reason">
                    {t('excluded', { reason: view.reason })}
                  </Text>
                )}
              </Stack>
              {pressed && <Check size={16} aria-hidden />}
            </HStack>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
