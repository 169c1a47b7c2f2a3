import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  DoorOpen,
  LayoutTemplate,
  PenLine,
  RotateCw,
  Search,
  SlidersHorizontal,
  SquareDashed,
  Trash2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NUDGE_STEP, NUDGE_STEP_LARGE } from '../../actions/selection';
import { useLengths } from '../../state/measures';
import type { Collision } from '../../../core/layout/collision';
import { wallLength, type Opening, type Room, type Wall } from '../../../core/room/walls';
import type { OpeningModel } from './useOpeningModels';
import { LinkButton } from '../../ui/LinkButton';

export interface WallTypeOption {
  cod: string;
  des: string;
  thickness: number;
  height: number;
}

export interface PlanPanelProps {
  room: Room | null;
  drawing: { corners: number; angleStep: number } | null;
  selectedRows: { id: string; label: string; size: string; position: string; wall: string | null }[];
  wall: { wall: Wall; index: number } | null;
  opening: { wall: Wall; opening: Opening; name: string } | null;
  refusal: readonly Collision[] | null;
  refusalText: string | null;
  openings: { models: OpeningModel[]; loading: boolean; error: string | null };
  placing: OpeningModel | null;
  wallTypes: WallTypeOption[];
  wallType: string;
  onWallType(cod: string): void;
  onAngleStep(step: number): void;
  onCloseRoom(): void;
  onFinishOpen(): void;
  onUndoCorner(): void;
  onCancelDrawing(): void;
  onRoomShape(): void;
  onDraw(): void;
  onEditWall(): void;
  onPlace(model: OpeningModel | null): void;
  onOpeningOffset(offset: number): void;
  onRemoveOpening(): void;
  /** A catalogue door or window: its row in the configurator panel (its size, finish ...). */
  onConfigureOpening(): void;
  onRotate(): void;
  onRemoveRows(): void;
  onConfigure(): void;
}

/** The plan's side panel: drawing controls, the selection and what can be done with it, the openings. */
export function PlanPanel(p: PlanPanelProps) {
  const { t } = useTranslation('plan2d');
  const lengths = useLengths();
  const chosen = p.wallTypes.find((w) => w.cod === p.wallType);
  // The actions a selected opening and selected rows share.
  const configure = (onClick: () => void): PanelAction => ({
    label: t('panel.configure'),
    icon: SlidersHorizontal,
    onClick,
  });
  const remove = (onClick: () => void): PanelAction => ({
    label: t('panel.remove'),
    icon: Trash2,
    variant: 'outline',
    danger: true,
    onClick,
  });
  return (
    <Stack gap="4" data-testid="plan-panel">
      <Field.Root>
        <Field.Label>{t('wallType')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={p.wallType} onChange={(e) => p.onWallType(e.currentTarget.value)}>
            {p.wallTypes.map((w) => (
              <option key={w.cod} value={w.cod}>
                {w.des}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {/* The size under the name: in the select it was cut off in the panel's width. */}
        {chosen && (
          <Field.HelperText data-testid="wall-type-size">
            {t('wallTypeSize', {
              thickness: lengths.format(chosen.thickness),
              height: lengths.format(chosen.height),
            })}
          </Field.HelperText>
        )}
      </Field.Root>

      {p.drawing ? (
        <Stack gap="2" data-testid="drawing-panel">
          <Heading size="sm">{t('tool.draw')}</Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('draw.hint')}
          </Text>
          <Text fontSize="sm">{t('draw.corners', { count: p.drawing.corners })}</Text>
          <Field.Root>
            <Field.Label>{t('draw.angleStep')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={p.drawing.angleStep}
                onChange={(e) => p.onAngleStep(Number(e.currentTarget.value))}
              >
                {[15, 45, 90, 0].map((s) => (
                  <option key={s} value={s}>
                    {s ? `${s}°` : t('draw.any')}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <PanelActions
            actions={[
              { label: t('draw.closeRoom'), onClick: p.onCloseRoom, disabled: p.drawing.corners < 3 },
              {
                label: t('draw.finish'),
                variant: 'outline',
                onClick: p.onFinishOpen,
                disabled: p.drawing.corners < 2,
              },
              {
                label: t('draw.undoCorner'),
                icon: Undo2,
                variant: 'ghost',
                onClick: p.onUndoCorner,
                disabled: p.drawing.corners < 1,
              },
              { label: t('draw.cancel'), variant: 'ghost', onClick: p.onCancelDrawing },
            ]}
          />
        </Stack>
      ) : (
        !p.room && (
          <Stack gap="2" data-testid="no-room">
            <Text fontSize="sm">{t('panel.noRoom')}</Text>
            <PanelActions
              column
              actions={[
                { label: t('panel.chooseRoom'), icon: LayoutTemplate, onClick: p.onRoomShape },
                { label: t('panel.drawRoom'), icon: PenLine, variant: 'outline', onClick: p.onDraw },
              ]}
            />
          </Stack>
        )
      )}

      {p.refusalText && (
        <Alert.Root status="error" data-testid="pen-error">
          <Alert.Indicator />
          <Alert.Title>{p.refusalText}</Alert.Title>
        </Alert.Root>
      )}
      {p.refusal && (
        <Alert.Root status="warning" data-testid="placement-refused">
          <Alert.Indicator />
          <Alert.Title>{t('refused', { what: t(`hit.${p.refusal[0]?.kind ?? 'item'}`) })}</Alert.Title>
        </Alert.Root>
      )}

      <Stack gap="2" as="section" aria-label={t('panel.selection')}>
        <Heading size="sm">{t('panel.selection')}</Heading>
        {p.wall && (
          <Stack gap="2" data-testid="wall-selection">
            <Text fontWeight="medium">{t('panel.wall', { n: p.wall.index + 1 })}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('panel.wallSize', {
                length: lengths.format(wallLength(p.wall.wall)),
                thickness: lengths.format(p.wall.wall.thickness),
                height: lengths.format(p.wall.wall.height),
              })}
            </Text>
            <PanelActions
              column
              actions={[{ label: t('panel.editWall'), icon: SlidersHorizontal, onClick: p.onEditWall }]}
            />
          </Stack>
        )}
        {p.opening && (
          <Stack gap="2" data-testid="opening-selection">
            <Text fontWeight="medium">{p.opening.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('panel.openingSize', {
                size: lengths.size([p.opening.opening.width, p.opening.opening.height]),
                sill: lengths.format(p.opening.opening.sill),
              })}
            </Text>
            <OffsetField
              key={`${p.opening.opening.id}:${p.opening.opening.offset}`}
              initial={p.opening.opening.offset}
              label={t('panel.openingOffset', { unit: lengths.symbol })}
              onCommit={p.onOpeningOffset}
            />
            <PanelActions
              actions={[
                !!p.opening.opening.rowId && configure(p.onConfigureOpening),
                remove(p.onRemoveOpening),
              ]}
            />
          </Stack>
        )}
        {p.selectedRows.length > 0 && (
          <Stack gap="2" data-testid="row-selection">
            {p.selectedRows.length === 1 ? (
              <>
                <Text fontWeight="medium">{p.selectedRows[0]!.label}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {p.selectedRows[0]!.size}
                </Text>
                <Text fontSize="sm" color="fg.muted" data-testid="row-position">
                  {p.selectedRows[0]!.position}
                </Text>
                {p.selectedRows[0]!.wall && (
                  <Text fontSize="sm" color="fg.muted" data-testid="row-wall">
                    {p.selectedRows[0]!.wall}
                  </Text>
                )}
              </>
            ) : (
              <Text fontWeight="medium">{t('panel.items', { count: p.selectedRows.length })}</Text>
            )}
            <PanelActions
              actions={[
                p.selectedRows.length === 1 && configure(p.onConfigure),
                p.selectedRows.length === 1 && {
                  label: t('panel.rotate'),
                  icon: RotateCw,
                  variant: 'outline',
                  onClick: p.onRotate,
                },
                remove(p.onRemoveRows),
              ]}
            />
          </Stack>
        )}
        {!p.wall && !p.opening && p.selectedRows.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('panel.nothing')}
          </Text>
        )}
      </Stack>

      {p.room && (
        <LinkButton to="/itemsearch" size="sm" variant="outline">
          <Search />
          {t('findFurniture')}
        </LinkButton>
      )}

      {p.room && (
        <Stack gap="2" as="section" aria-label={t('panel.openings')}>
          <Heading size="sm">{t('panel.openings')}</Heading>
          <Text fontSize="sm" color="fg.muted">
            {p.placing ? t('panel.placeOn', { name: p.placing.name }) : t('panel.openingsHint')}
          </Text>
          {p.openings.loading && (
            <HStack>
              <Spinner size="sm" />
              <Text fontSize="sm">{t('panel.loading')}</Text>
            </HStack>
          )}
          {p.openings.error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{p.openings.error}</Alert.Title>
            </Alert.Root>
          )}
          <Box display="grid" gridTemplateColumns="1fr 1fr" gap="2">
            {p.openings.models.map((m) => {
              const active = p.placing?.catalog === m.catalog && p.placing.model === m.model;
              return (
                <Button
                  key={`${m.catalog}/${m.model}`}
                  size="sm"
                  h="auto"
                  py="2"
                  variant={active ? 'solid' : 'outline'}
                  aria-pressed={active}
                  onClick={() => p.onPlace(active ? null : m)}
                  flexDirection="column"
                  alignItems="flex-start"
                  whiteSpace="normal"
                  textAlign="start"
                  gap="0.5"
                >
                  <HStack gap="1.5">
                    {m.kind === 'door' ? <DoorOpen /> : <SquareDashed />}
                    <Text as="span">{m.name}</Text>
                  </HStack>
                  <Text as="span" fontSize="xs" opacity={0.8}>
                    {lengths.size([m.width, m.height])}
                  </Text>
                </Button>
              );
            })}
          </Box>
        </Stack>
      )}
      <Text fontSize="xs" color="fg.muted">
        {t('panel.keys', { small: lengths.format(NUDGE_STEP), big: lengths.format(NUDGE_STEP_LARGE) })}
      </Text>
    </Stack>
  );
}

/** One of a panel section's actions: a small button, its icon (if any) before its label. */
interface PanelAction {
  label: string;
  icon?: LucideIcon;
  variant?: 'solid' | 'outline' | 'ghost';
  /** Removes something: drawn red. */
  danger?: boolean;
  disabled?: boolean;
  onClick(): void;
}

/** A section's actions in a row that wraps, or one under the other (`column`); `false` skips one. */
function PanelActions({ actions, column }: { actions: readonly (PanelAction | false)[]; column?: boolean }) {
  const Layout = column ? Stack : HStack;
  return (
    <Layout wrap="wrap" gap="2">
      {actions.map(
        (a) =>
          a && (
            <Button
              key={a.label}
              size="sm"
              variant={a.variant}
              colorPalette={a.danger ? 'red' : undefined}
              disabled={a.disabled}
              onClick={a.onClick}
            >
              {a.icon && <a.icon />}
              {a.label}
            </Button>
          ),
      )}
    </Layout>
  );
}

/** The opening's distance from its wall's start: typed, applied on Enter or when leaving the field. */
function OffsetField({
  initial,
  label,
  onCommit,
}: {
  initial: number;
  label: string;
  onCommit(v: number): void;
}) {
  const lengths = useLengths();
  const [value, setValue] = useState(lengths.value(initial));
  const commit = () => {
    // Typed in the person's unit (inches with imperial measures), kept in mm.
    const mm = lengths.parse(value);
    if (mm === null) return setValue(lengths.value(initial));
    if (mm !== lengths.toMm(lengths.toShown(initial))) onCommit(mm);
  };
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        inputMode="decimal"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
    </Field.Root>
  );
}
