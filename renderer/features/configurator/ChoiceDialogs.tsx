import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog, resultIfChanged } from '../../ui/dialog';
import type { DialogContentProps } from '../../ui/dialog/state';
import { ChoiceGrid } from './ChoiceGrid';
import type { ChoiceView } from './choices';

/** Spec 2, 9: the rule-variant dialog is 800 wide, the dClass dialog 1000. */
export const RULE_VARIANT_DIALOG_WIDTH = 800;
export const DCLASS_DIALOG_WIDTH = 1000;

function chooser(name: string, views: readonly ChoiceView[], initial: string | null, large: boolean) {
  return function ChoiceDialogContent({ close, setDismissResult }: DialogContentProps<string>) {
    const { t } = useTranslation('configurator');
    const [value, setValue] = useState(initial);
    const changed = value !== null && value.toUpperCase() !== (initial ?? '').toUpperCase();
    return (
      <Stack gap="4">
        <ChoiceGrid
          name={name}
          views={views}
          selected={value}
          large={large}
          onChoose={(next) => {
            setValue(next);
            // Esc or the close button still return the choice when it changed (spec 4).
            const nextChanged = next.toUpperCase() !== (initial ?? '').toUpperCase();
            setDismissResult(resultIfChanged(nextChanged, next));
          }}
        />
        <HStack justify="end">
          <Button onClick={() => (changed ? close(true, value!) : close(false))}>{t('dialog.apply')}</Button>
        </HStack>
      </Stack>
    );
  };
}

/** What both dialogs are given: the variable's name, its values, its value now and if it must have one. */
export interface ChoiceOptions {
  name: string;
  views: readonly ChoiceView[];
  value: string | null;
  mandatory: boolean;
}

/** The two dialogs (spec 2, 9): their widths, and whether their swatches are large. */
const KINDS = {
  'rule-variant': { width: RULE_VARIANT_DIALOG_WIDTH, large: false },
  dclass: { width: DCLASS_DIALOG_WIDTH, large: true },
} as const;

/** Titled with the variable's name; one of a kind open at a time; persistent when the variable is mandatory. */
async function openChoice(kind: keyof typeof KINDS, options: ChoiceOptions) {
  const { width, large } = KINDS[kind];
  const { flag, response } = await openDialog<string>({
    title: options.name,
    content: chooser(options.name, options.views, options.value, large),
    width,
    persistent: options.mandatory,
    singleInstance: kind,
  });
  return flag && response !== undefined ? response : null;
}

/**
 * The rule-variant dialog (800 wide): every value of one variable with its reason when excluded.
 * Dismissible only when the variable is not mandatory. Resolves the new value, or null if unchanged.
 */
export function chooseRuleVariant(options: ChoiceOptions): Promise<string | null> {
  return openChoice('rule-variant', options);
}

/**
 * The dClass dialog (1000 wide): the class's values as large swatches. Same answer as above. Titled
 * with the variable's name only: the configuration's class code (FrontSwatches) means nothing to a
 * customer or a seller.
 */
export function chooseDClass(options: ChoiceOptions): Promise<string | null> {
  return openChoice('dclass', options);
}
