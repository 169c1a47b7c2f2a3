import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_ROOM,
  polygonArea,
  ROOM_PRESET_VALUES,
  ROOM_TYPES,
  roomOutline,
  type RoomType,
} from '../../../../core/room';
import { WALL_LIMITS } from '../../../../core/room/limits';
import { errorText } from '../../../../core/locale/localized';
import type { RoomChoice } from '../../../actions/projectFlows/newProject';
import type { DialogContentProps } from '../../../ui/dialog';
import { RoomPreview } from './RoomPreview';
import { useLengths } from '../../../state/measures';

/** What each preset's values measure (core/room/presets.ts). */
const VALUE_LABELS: Record<RoomType, readonly string[]> = {
  rt1: ['width', 'depth'],
  rt2: ['west', 'north', 'east'],
  rt3: ['north', 'east', 'south', 'west'],
  rt4: ['north', 'east', 'south', 'west'],
  rt5: ['north', 'east', 'south', 'west'],
  rt6: ['north', 'east', 'south', 'west'],
  rt7: ['north', 'east', 'south', 'west'],
  rt8: ['north', 'east', 'south', 'west'],
  rt9: ['north', 'east', 'south', 'west'],
  rt10: ['north', 'east', 'south', 'west'],
  rt11: [],
};

/** Room design (spec 2): rt1 to rt11 with a drawn preview each; the chosen one's dimensions editable. */
export function RoomDesignDialog({ close }: DialogContentProps<RoomChoice>) {
  const { t, i18n } = useTranslation('projects');
  // Sizes are shown and typed in the person's unit (inches with imperial measures), made in mm.
  const lengths = useLengths();
  const toMm = (text: string) => lengths.parse(text) ?? Number.NaN;
  // What is wrong with a typed measure, said under its field: every value is a wall's length, the
  // room height the walls' height (core/room/limits).
  const problemOf = (text: string, limits: { min: number; max: number }): string | null => {
    const mm = toMm(text);
    if (!(mm > 0)) return t('room.invalidNumber');
    if (mm < limits.min || mm > limits.max)
      return t('room.range', { min: lengths.format(limits.min), max: lengths.format(limits.max) });
    return null;
  };
  const valueProblem = (text: string) => problemOf(text, WALL_LIMITS.length);
  const [type, setType] = useState<RoomType>(DEFAULT_ROOM.type);
  const [values, setValues] = useState<string[]>(ROOM_PRESET_VALUES[DEFAULT_ROOM.type].map(lengths.value));
  const [height, setHeight] = useState(lengths.value(DEFAULT_ROOM.height));
  const heightProblem = problemOf(height, WALL_LIMITS.height);

  const choose = (next: RoomType) => {
    setType(next);
    setValues(ROOM_PRESET_VALUES[next].map(lengths.value));
  };
  const numbers = useMemo(() => values.map((v) => lengths.parse(v) ?? Number.NaN), [values, lengths]);
  const fieldsValid = values.every((v) => valueProblem(v) === null) && heightProblem === null;
  // core/room says when the values cannot make this shape (a notch longer than its wall ...).
  const shapeError = useMemo(() => {
    // A field out of its limits is said under the field, not again here.
    if (!fieldsValid) return null;
    try {
      roomOutline(type, numbers);
      return null;
    } catch (error) {
      return errorText(error, i18n.language);
    }
  }, [fieldsValid, type, numbers, i18n.language]);
  const area = useMemo(() => {
    if (!fieldsValid || shapeError || type === 'rt11') return null;
    const outline = roomOutline(type, numbers);
    return outline.closed ? polygonArea(outline.points) / 1e6 : null;
  }, [fieldsValid, shapeError, type, numbers]);
  const ok = fieldsValid && !shapeError;

  return (
    <Stack gap="5" data-testid="room-design">
      <Box role="radiogroup" aria-label={t('room.chooseType')}>
        <SimpleGrid columns={{ base: 2, sm: 3, md: 4, lg: 6 }} gap="3">
          {ROOM_TYPES.map((rt) => (
            <Button
              key={rt}
              role="radio"
              aria-checked={rt === type}
              variant={rt === type ? 'subtle' : 'outline'}
              colorPalette={rt === type ? 'brand' : 'gray'}
              borderWidth="2px"
              borderColor={rt === type ? 'brand.solid' : 'border'}
              h="auto"
              py="3"
              flexDirection="column"
              gap="2"
              whiteSpace="normal"
              onClick={() => choose(rt)}
              data-room-type={rt}
            >
              <Box color={rt === type ? 'brand.fg' : 'fg.muted'}>
                <RoomPreview type={rt} size={72} label="" />
              </Box>
              <Text fontSize="xs" fontWeight="medium" lineHeight="short" textAlign="center">
                {t(`room.types.${rt}`)}
              </Text>
            </Button>
          ))}
        </SimpleGrid>
      </Box>
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'stretch', md: 'flex-start' }}>
        <Box
          flexShrink={0}
          alignSelf="center"
          color="brand.fg"
          borderWidth="1px"
          rounded="l2"
          p="3"
          bg="bg.subtle"
          data-testid="room-preview"
        >
          <RoomPreview
            type={type}
            values={ok ? numbers : ROOM_PRESET_VALUES[type]}
            size={200}
            label={t(`room.types.${type}`)}
          />
        </Box>
        <Stack flex="1" gap="4">
          <Text fontWeight="semibold">
            {t(`room.types.${type}`)} · {t('room.dimensions', { unit: lengths.symbol })}
          </Text>
          {type === 'rt11' ? (
            <Text color="fg.muted">{t('room.drawOwn')}</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {VALUE_LABELS[type].map((name, index) => (
                <Field.Root key={`${type}-${name}`} invalid={valueProblem(values[index] ?? '') !== null}>
                  <Field.Label>{t(`room.walls.${name}` as 'room.walls.width')}</Field.Label>
                  <Input
                    inputMode="decimal"
                    value={values[index] ?? ''}
                    onChange={(event) =>
                      setValues((previous) => previous.map((v, i) => (i === index ? event.target.value : v)))
                    }
                  />
                  <Field.ErrorText>{valueProblem(values[index] ?? '')}</Field.ErrorText>
                </Field.Root>
              ))}
            </SimpleGrid>
          )}
          <Field.Root invalid={heightProblem !== null} maxW={{ sm: '50%' }}>
            <Field.Label>
              {t('room.height')} ({lengths.symbol})
            </Field.Label>
            <Input inputMode="decimal" value={height} onChange={(event) => setHeight(event.target.value)} />
            <Field.ErrorText>{heightProblem}</Field.ErrorText>
          </Field.Root>
          {shapeError && (
            <Text color="fg.error" role="alert" data-testid="room-error">
              {shapeError}
            </Text>
          )}
          {area !== null && (
            <Text color="fg.muted" fontSize="sm">
              {t('room.area', { area: area.toFixed(2) })}
            </Text>
          )}
          <HStack justify="flex-end">
            <Button
              disabled={!ok}
              onClick={() =>
                close(true, { type, values: type === 'rt11' ? [] : numbers, height: toMm(height) })
              }
            >
              {t('room.create')}
            </Button>
          </HStack>
        </Stack>
      </Stack>
    </Stack>
  );
}
