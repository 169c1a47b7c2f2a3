import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Minus, Plus, Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { computeAreas, CLOSET_LIMITS, type ClosetModel, type ClosetSection } from '../../../core/closet';
import { reportingDispatch } from '../../actions';
import { askDividerWidths, askItemPosition, type PlacedKind } from './ClosetDialogs';
import { CountField } from './CountField';

const run = reportingDispatch('button');

export interface InteriorProps {
  model: ClosetModel;
  sections: ClosetSection[];
  selected: number | null;
  onSelect(section: number): void;
}

/** Section list as toggle buttons: the same selection as clicking the model. */
export function SectionPicker({ sections, selected, onSelect }: Omit<InteriorProps, 'model'>) {
  const { t } = useTranslation('closet');
  return (
    <HStack gap="2" flexWrap="wrap" role="group" aria-label={t('fields.selectSection')}>
      {sections.map((s) => (
        <Button
          key={s.index}
          size="sm"
          variant={selected === s.index ? 'solid' : 'outline'}
          aria-pressed={selected === s.index}
          onClick={() => onSelect(s.index)}
        >
          {t('fields.sectionWidth', { n: s.index, width: s.width })}
        </Button>
      ))}
    </HStack>
  );
}

/** Sections step: their number (evenly), the divider maker on the selected one, dividers removed. */
export function SectionsStep(props: InteriorProps) {
  const { t } = useTranslation('closet');
  const { model, sections, selected } = props;
  const section = sections.find((s) => s.index === selected);
  const { width } = model.structure;
  const fewest = Math.ceil(width / CLOSET_LIMITS.maxSectionWidth);
  const most = Math.floor(width / CLOSET_LIMITS.minSectionWidth);
  return (
    <Stack gap="4">
      <CountField
        label={t('fields.sections')}
        value={sections.length}
        from={fewest}
        to={most}
        onChange={(count) => run('closetEdit', { edit: { op: 'setSections', count } })}
      />
      <SectionPicker {...props} />
      {section ? (
        <Stack gap="2">
          <Text fontWeight="medium">{t('fields.selected', { n: section.index, width: section.width })}</Text>
          <HStack gap="2" flexWrap="wrap">
            <Button
              size="sm"

              disabled={section.width < CLOSET_LIMITS.minSectionWidth * 2}
              onClick={async () => {
                const widths = await askDividerWidths(section.index, section.width);
                if (widths)
                  await run('closetEdit', { edit: { op: 'splitSection', section: section.index, widths } });
              }}
            >
              <Scissors />
              {t('fields.dividerMaker')}
            </Button>
            {section.index <= model.dividers.length && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => run('closetEdit', { edit: { op: 'removeDivider', index: section.index - 1 } })}
              >
                <Minus />
                {t('fields.removeDivider', { n: section.index })}
              </Button>
            )}
          </HStack>
        </Stack>
      ) : (
        <Text color="fg.muted">{t('fields.selectSection')}</Text>
      )}
    </Stack>
  );
}

const KIND_OF_STEP: Record<string, PlacedKind> = { shelves: 'shelf', drawers: 'drawer', rails: 'rail' };

/** Where a new part goes by default: above what the section holds (drawers stack from the bottom). */
function defaultPosition(
  model: ClosetModel,
  section: number,
  kind: PlacedKind,
): { y: number; height: number } {
  const height = kind === 'shelf' ? CLOSET_LIMITS.shelfThickness : kind === 'rail' ? 40 : 200;
  const inSection = [
    ...model.shelves.filter((s) => s.section === section).map((s) => [s.y, s.y + s.thickness] as const),
    ...model.items.filter((i) => i.section === section).map((i) => [i.y, i.y + i.height] as const),
  ];
  if (kind === 'drawer') {
    const drawers = model.items.filter((i) => i.section === section && i.type === 'drawer');
    return { y: Math.max(0, ...drawers.map((d) => d.y + d.height)), height };
  }
  if (kind === 'rail') return { y: Math.max(0, model.structure.height - 506), height };
  const top = Math.max(0, ...inSection.map(([, t]) => t));
  return { y: Math.min(model.structure.height - height, top + 350), height };
}

/** Shelves, drawers or rails step: the selected section's parts of that kind, added and removed. */
export function PartsStep({ stepKey, ...props }: InteriorProps & { stepKey: string }) {
  const { t } = useTranslation('closet');
  const { model, selected } = props;
  const kind = KIND_OF_STEP[stepKey] ?? 'shelf';
  const label = { shelf: t('fields.addShelf'), drawer: t('fields.addDrawer'), rail: t('fields.addRail') }[
    kind as 'shelf' | 'drawer' | 'rail'
  ];
  const parts =
    kind === 'shelf'
      ? model.shelves.map((s, index) => ({ index, section: s.section, y: s.y, height: s.thickness }))
      : model.items.flatMap((it, index) =>
          it.type === kind ? [{ index, section: it.section, y: it.y, height: it.height }] : [],
        );
  const here = parts.filter((p) => p.section === selected).sort((a, b) => b.y - a.y);
  const add = async () => {
    if (selected === null) return;
    const defaults = defaultPosition(model, selected, kind);
    const placed = await askItemPosition(label, selected, model.structure.height - 1, defaults);
    if (!placed) return;
    const edit =
      kind === 'shelf'
        ? ({ op: 'placeShelf', section: selected, y: placed.y, thickness: placed.height } as const)
        : ({ op: 'placeItem', type: kind, section: selected, y: placed.y, height: placed.height } as const);
    await run('closetEdit', { edit });
  };
  return (
    <Stack gap="4">
      <SectionPicker {...props} />
      {selected === null ? (
        <Text color="fg.muted">{t('fields.selectSection')}</Text>
      ) : (
        <Stack gap="2">
          <Button size="sm" alignSelf="flex-start" onClick={add}>
            <Plus />
            {label}
          </Button>
          {here.length === 0 && <Text color="fg.muted">{t('fields.nothing')}</Text>}
          <Stack as="ul" gap="1" listStyleType="none">
            {here.map((p) => (
              <HStack as="li" key={p.index} justify="space-between" borderBottomWidth="1px" py="1">
                <Text>
                  {t(`fields.${kind as 'shelf' | 'drawer' | 'rail'}`, { y: p.y, height: p.height })}
                </Text>
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`${t('fields.remove')}: ${t(`fields.${kind as 'shelf' | 'drawer' | 'rail'}`, { y: p.y, height: p.height })}`}
                  onClick={() =>
                    run('closetEdit', {
                      edit:
                        kind === 'shelf'
                          ? { op: 'removeShelf', index: p.index }
                          : { op: 'removeItem', index: p.index },
                    })
                  }
                >
                  {t('fields.remove')}
                </Button>
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/** Door step: for each area, open, one or two hinged doors, or sliding doors; areas merged or split. */
export function DoorsStep({ model }: { model: ClosetModel }) {
  const { t } = useTranslation('closet');
  const areas = computeAreas(model);
  const count = model.dividers.length + 1;
  const sliding = Math.max(2, Math.ceil(model.structure.width / CLOSET_LIMITS.maxSlidingPanelWidth));
  return (
    <Stack gap="3">
      {areas.map((area) => {
        const door = model.frontals.find((f) => f.from === area.from);
        const value = !door ? 'none' : door.type === 'sliding' ? 'sliding' : `hinged${door.panels}`;
        const name =
          area.to > area.from
            ? t('fronts.area', { from: area.from, to: area.to })
            : t('fronts.areaOne', { n: area.from });
        const whole = area.from === 1 && area.to === count;
        return (
          <Stack key={area.from} gap="1" borderWidth="1px" rounded="l2" p="3">
            <Text fontWeight="medium">
              {name} · {area.width} mm
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <NativeSelect.Root size="sm" width="auto" minW="48">
                <NativeSelect.Field
                  aria-label={name}
                  value={value}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    const range = { from: area.from, to: area.to };
                    void run('closetEdit', {
                      edit:
                        v === 'none'
                          ? { op: 'removeFrontal', from: area.from }
                          : v === 'sliding'
                            ? { op: 'setFrontal', type: 'sliding', ...range, panels: sliding }
                            : { op: 'setFrontal', type: 'hinged', ...range, panels: v === 'hinged2' ? 2 : 1 },
                    });
                  }}
                >
                  <option value="none">{t('fronts.none')}</option>
                  <option value="hinged1">{t('fronts.hinged1')}</option>
                  <option value="hinged2">{t('fronts.hinged2')}</option>
                  {whole && <option value="sliding">{t('fronts.sliding', { panels: sliding })}</option>}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {area.to < count && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    run('closetEdit', {
                      edit: {
                        op: 'merge',
                        from: area.from,
                        to: areas.find((a) => a.from === area.to + 1)?.to ?? area.to + 1,
                      },
                    })
                  }
                >
                  {t('fronts.merge')}
                </Button>
              )}
              {area.to > area.from && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => run('closetEdit', { edit: { op: 'unmerge', from: area.from } })}
                >
                  {t('fronts.unmerge')}
                </Button>
              )}
            </HStack>
          </Stack>
        );
      })}
      {areas.length > 1 && <Text color="fg.muted">{t('fronts.slidingHint')}</Text>}
    </Stack>
  );
}
