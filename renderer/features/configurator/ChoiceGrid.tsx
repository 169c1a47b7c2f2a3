import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { memo } from 'react';
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
  return (
    <SimpleGrid
      role="group"
      aria-label={name}
      columns={large ? { base: 2, md: 4 } : { base: 1, sm: 2 }}
      gap="2"
    >
      {views.map((view) => (
        <ChoiceButton
          key={view.value}
          view={view}
          pressed={selected !== null && view.value.toUpperCase() === selected.toUpperCase()}
          large={large}
          onChoose={onChoose}
        />
      ))}
    </SimpleGrid>
  );
}

interface ChoiceButtonProps {
  view: ChoiceView;
  pressed: boolean;
  large: boolean;
  onChoose(value: string): void;
}

/** Views are rebuilt on every evaluation: a button re-renders only when what it shows changed. */
const sameButton = (a: ChoiceButtonProps, b: ChoiceButtonProps) =>
  a.pressed === b.pressed &&
  a.large === b.large &&
  a.onChoose === b.onChoose &&
  a.view.value === b.view.value &&
  a.view.des === b.view.des &&
  a.view.available === b.view.available &&
  a.view.reason === b.view.reason &&
  a.view.swatch === b.view.swatch;

const ChoiceButton = memo(function ChoiceButton({ view, pressed, large, onChoose }: ChoiceButtonProps) {
  const { t } = useTranslation('configurator');
  return (
    <Button
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
}, sameButton);
