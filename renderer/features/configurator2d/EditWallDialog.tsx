import { Button, Field, HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../ui/dialog/DialogForm';
import { directionOf, type WallEdit } from '../../../core/room/drawing';
import { WALL_LIMITS } from '../../../core/room/limits';
import { wallLength, type Wall } from '../../../core/room/walls';
import { useLengths } from '../../state/measures';
import type { DialogContentProps } from '../../ui/dialog';

const round = (v: number, places = 0) => String(Math.round(v * 10 ** places) / 10 ** places);

/**
 * The edit-wall dialog (spec 2): length, height, thickness and angle of one wall. Answers the edit;
 * the editWall action applies it (and says why when the openings would no longer fit).
 */
export function EditWallDialog({ wall, close }: DialogContentProps<WallEdit> & { wall: Wall }) {
  const { t } = useTranslation('plan2d');
  // Lengths are shown and typed in the person's unit (inches with imperial measures), kept in mm.
  const lengths = useLengths();
  const [initial] = useState(() => ({
    length: lengths.value(wallLength(wall)),
    height: lengths.value(wall.height),
    thickness: lengths.value(wall.thickness),
    angle: round(directionOf(wall.start, wall.end), 1),
  }));
  const [values, setValues] = useState(initial);
  // A field typed again as it was is not an edit: rounding must not move the corner, and a wall
  // stored before the limits keeps its measures until they are changed.
  const unchanged = (field: keyof typeof values) => values[field] === initial[field];
  const number = (field: keyof typeof values) =>
    field === 'angle'
      ? Number(values.angle.trim().replace(',', '.'))
      : (lengths.parse(values[field]) ?? Number.NaN);
  // Why a field is refused, said under it before Apply: core's limits included, so a typed 12 mm
  // or 27000 mm is not taken by the dialog and then refused by a toast after it closed.
  const problem = (field: keyof typeof values): string | null => {
    const n = number(field);
    if (values[field].trim() === '' || !Number.isFinite(n))
      return t(field === 'angle' ? 'editWall.number' : 'editWall.invalid');
    if (field === 'angle' || unchanged(field)) return null;
    if (n <= 0) return t('editWall.invalid');
    const { min, max } = WALL_LIMITS[field];
    if (field === 'length' && n < min) return t('editWall.tooShort', { min: lengths.format(min) });
    if (n < min || n > max)
      return t('editWall.range', { min: lengths.format(min), max: lengths.format(max) });
    return null;
  };
  const invalid = (field: keyof typeof values) => problem(field) !== null;
  const fields = ['length', 'height', 'thickness', 'angle'] as const;
  const ok = fields.every((f) => !invalid(f));
  const submit = () => {
    if (!ok) return;
    const edit: WallEdit = {};
    for (const f of fields) if (!unchanged(f)) edit[f] = number(f);
    close(true, edit);
  };
  return (
    <DialogForm
      data-testid="edit-wall"
      onSubmit={() => {
        submit();
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {fields.map((f) => (
          <Field.Root key={f} invalid={invalid(f)} required>
            <Field.Label>{t(`editWall.${f}`, { unit: lengths.symbol })}</Field.Label>
            <Input
              inputMode="decimal"
              value={values[f]}
              onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
            />
            <Field.ErrorText>{problem(f)}</Field.ErrorText>
          </Field.Root>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {t('editWall.angleHint')}
      </Text>
      <HStack justify="flex-end">
        <Button variant="ghost" onClick={() => close(false)}>
          {t('editWall.cancel')}
        </Button>
        <Button type="submit" disabled={!ok}>
          {t('editWall.save')}
        </Button>
      </HStack>
    </DialogForm>
  );
}
