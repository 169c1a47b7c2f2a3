import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Check, Circle, CircleDot } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isMainCode } from '../../../core/closet/steps';
import type { WizardStep } from '../../../core/closet/steps';
import { reportingDispatch } from '../../actions';

const run = reportingDispatch('button');

/**
 * The wizard's steps (spec 4): main steps with their sub steps, each marked done or started; a main
 * step goes to its first sub step, a sub step directly. The current one is aria-current="step".
 * Memo: a closet edit leaves the steps and their names as they were.
 */
export const WizardNav = memo(function WizardNav({
  steps,
  currentCod,
  names,
}: {
  steps: readonly WizardStep[];
  currentCod: string | null;
  names: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('closet');
  return (
    <Box as="nav" aria-label={t('wizard.steps')}>
      <Stack as="ol" gap="1" listStyleType="none" m="0" p="0">
        {steps.map((step) => {
          const main = isMainCode(step.cod);
          const current = step.cod === currentCod;
          const mark = step.done ? t('wizard.done') : step.started ? t('wizard.started') : '';
          const Icon = step.done ? Check : step.started ? CircleDot : Circle;
          return (
            <Box as="li" key={step.cod} ps={main ? '0' : '4'}>
              <Button
                variant={current ? 'subtle' : 'ghost'}
                colorPalette={current ? 'brand' : 'gray'}
                size="sm"
                w="full"
                // Long step names (German, Italian) wrap rather than lose their end.
                h="auto"
                minH="9"
                py="1.5"
                whiteSpace="normal"
                textAlign="start"
                justifyContent="flex-start"
                fontWeight={main ? 'semibold' : 'normal'}
                aria-current={current ? 'step' : undefined}
                aria-label={`${names.get(step.cod) ?? step.key}${mark ? `, ${mark}` : ''}`}
                data-step={step.cod}
                data-done={step.done}
                data-started={step.started}
                onClick={() => run('closetWizard', { op: 'goTo', cod: step.cod })}
              >
                <Icon color={step.done ? 'var(--chakra-colors-green-600)' : undefined} aria-hidden />
                <Text as="span">{names.get(step.cod) ?? step.key}</Text>
              </Button>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
});
