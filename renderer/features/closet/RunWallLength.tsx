import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RUN_WALL, runWallLengthError } from '../../../core/closet/runData';

/**
 * A wall's length in the closet run. A length the run refuses (0, 99999) is said under the field in
 * core's words and not sent, so the seller keeps what was typed and reads the range, instead of a
 * toast with the schema's dump while the field shows a length that is not the one in use.
 */
export function RunWallLength({
  n,
  length,
  onLength,
}: {
  n: number;
  length: number;
  onLength(length: number): void;
}) {
  const { t, i18n } = useTranslation('closet');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Field.Root maxW="60" invalid={problem !== null}>
      <Field.Label>{t('run.length', { n })}</Field.Label>
      <Input
        // A new length from elsewhere (undo, a reopened project) replaces what was typed.
        key={length}
        type="number"
        size="sm"
        maxW="44"
        min={1}
        max={MAX_RUN_WALL}
        defaultValue={length}
        onBlur={(e) => {
          const text = e.currentTarget.value.trim();
          const value = text === '' ? Number.NaN : Number(text);
          const refused = runWallLengthError(value);
          setProblem(refused ? refused.inLanguage(i18n.language) : null);
          if (!refused && value !== length) onLength(value);
        }}
      />
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}
