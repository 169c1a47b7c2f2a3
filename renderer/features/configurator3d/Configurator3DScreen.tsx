import { Alert, Box, Flex, Spinner, Text, VStack } from '@chakra-ui/react';
import { Box as BoxIcon } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wallDimensions } from '../../../core/layout/dimensions';
import { reportingDispatch } from '../../actions';
import { NUDGE_STEP, NUDGE_STEP_LARGE } from '../../actions/selection';
import type { ScreenProps } from '../../app/screens';
import { DimensionOverlay } from '../../scene/DimensionOverlay';
import { DoorSwings } from '../../scene/DoorSwings';
import { explodeItems } from '../../scene/model/explode';
import { RoomScene } from '../../scene/RoomScene';
import { contentLanguageAtom } from '../../state/catalogs';
import { drawingEditorAtom } from '../../state/drawingEditor';
import { currentEvaluationAtom, currentRowAtom } from '../../state/evaluation';
import { projectAtom } from '../../state/project';
import { roomAtom } from '../../state/room';
import {
  openingHingesAtom,
  openingRowsAtom,
  placedLayoutItemsAtom,
  placedRowsAtom,
  sceneItemsAtom,
} from '../../state/scene';
import { refusalAtom } from '../../state/selection';
import { useAtomValue, useSetAtom } from '../../state/store';
import { NoProjectScreen } from '../../ui/NoProjectScreen';
import { useReducedUiMotion } from '../../ui/uiMotion';
import { useProjectCatalogDocuments } from '../itemsearch/useCatalogDocument';
import { SceneToolbar } from './SceneToolbar';
import { useLengths } from '../../state/measures';
import { SelectionPanel } from './SelectionPanel';
import './texts';
import { useLiveProfile } from './useLiveProfile';
import { useSceneDisplay } from './useSceneDisplay';
import { useRoomDrag } from './useRoomDrag';

const runPointer = reportingDispatch('pointer');

/** Doors and windows listed as the rows are ordered (the walls hold them in wall order). */
function inRowOrder<T extends { shape: { rowId: string } }>(
  items: readonly T[],
  rows: readonly { uniqueid: unknown }[],
): T[] {
  const index = new Map(rows.map((row, i) => [String(row.uniqueid), i]));
  return [...items].sort((a, b) => (index.get(a.shape.rowId) ?? 0) - (index.get(b.shape.rowId) ?? 0));
}

/** How far the explode view pulls parts apart (a fraction of their distance from the centre). */
const EXPLODE = 0.45;

/**
 * /configurator3d: the room in 3D with every row drawn from its evaluated geometry. Click selects
 * and the configurator panel follows; dragging previews the move with the same snapping and
 * collision as the 2D plan, and dropping it is one undoable step. The selection's keys (arrows, R,
 * Delete, Esc, Ctrl+D) are the actions' bindings (actions/selection.ts), the same as in the 2D plan.
 */
export default function Configurator3DScreen(_props: ScreenProps) {
  const { t } = useTranslation('layout');
  // The room's dimensions in the person's unit (inches with imperial measures).
  const lengths = useLengths();
  const project = useAtomValue(projectAtom);
  const room = useAtomValue(roomAtom);
  const placed = useAtomValue(placedRowsAtom);
  const openings = useAtomValue(openingRowsAtom);
  const hinges = useAtomValue(openingHingesAtom);
  const sceneItems = useAtomValue(sceneItemsAtom);
  const current = useAtomValue(currentRowAtom);
  const evaluation = useAtomValue(currentEvaluationAtom);
  const lang = useAtomValue(contentLanguageAtom);
  const editor = useAtomValue(drawingEditorAtom);
  const loads = useProjectCatalogDocuments(project);
  const refusal = useAtomValue(refusalAtom);
  const setRefusal = useSetAtom(refusalAtom);
  const display = useSceneDisplay();
  const { view, explode, dimensions: dimensionsOn } = display;
  // Known before the canvas (its anti-aliasing) exists: detected while the code and catalogues load.
  const profile = useLiveProfile();
  useReducedUiMotion(profile?.name === 'software');

  // The same drop as the 2D plan's: one action, the same re-flow of the auto-placed units.
  const commit = useCallback(
    (rowId: string, pose: { x: number; y: number; rotation: number }) =>
      void runPointer('dropRows', { rowIds: [rowId], ...pose }),
    [],
  );
  // A door or window slides along its wall (core/layout slideOpening); the drop is the plan's move.
  const commitOpening = useCallback(
    (wallId: string, openingId: string, offset: number) =>
      void runPointer('moveOpening', { wallId, openingId, offset }),
    [],
  );
  const { preview, onDrag, onDragEnd } = useRoomDrag(
    room,
    placed,
    editor,
    commit,
    setRefusal,
    openings,
    commitOpening,
  );

  const selectedId = current ? String(current.uniqueid) : null;
  const items = useMemo(() => {
    const moved = preview
      ? sceneItems.map((item) =>
          item.id === preview.rowId
            ? { ...item, x: preview.x, y: preview.y, rotation: preview.rotation }
            : item,
        )
      : sceneItems;
    // The selected unit explodes; with none selected, every unit does.
    return explode ? explodeItems(moved, EXPLODE, selectedId ? new Set([selectedId]) : null) : moved;
  }, [sceneItems, preview, explode, selectedId]);
  const layoutItems = useAtomValue(placedLayoutItemsAtom);
  const dimensions = useMemo(
    () => (room && dimensionsOn ? wallDimensions(room, layoutItems) : []),
    [room, dimensionsOn, layoutItems],
  );

  if (!project || project.rows.length === 0) {
    return <NoProjectScreen ns="layout" icon={<BoxIcon />} action={t('empty.find')} />;
  }

  const selected =
    placed.find((p) => p.shape.rowId === selectedId) ??
    openings.find((o) => o.shape.rowId === selectedId) ??
    null;
  const loadError = Object.entries(loads).find(([, l]) => l.status === 'error');
  // The room is drawn once its catalogues are in and the rasteriser is known: a first frame without
  // the furniture would cost a whole software-rendered frame, and the furniture would pop in after it.
  const loading = Object.values(loads).some((l) => l.status === 'loading');
  const rowName = (row: (typeof project.rows)[number]) => row.des ?? row.cod ?? row.model;
  const selectedName =
    current && evaluation?.ok
      ? (evaluation.compiled.model.local?.[lang] ?? evaluation.compiled.model.des)
      : current
        ? String(rowName(current) ?? '')
        : '';

  return (
    <Flex flex="1" direction={{ base: 'column', lg: 'row' }} minH="0" data-testid="configurator3d">
      <Flex
        direction="column"
        // A definite height on every width: the canvas fills its box by percentage, which a height
        // from flex-grow in the page's column does not give (it stayed at a canvas's default 150 px
        // on phones and tablets). Below the lg row layout the panel follows under the room.
        flex={{ base: 'none', lg: '1' }}
        minW="0"
        minH={{ base: '20rem', lg: '0' }}
        h={{ base: '70dvh', lg: 'calc(100dvh - 3.6rem)' }}
        position="relative"
      >
        <SceneToolbar
          room={room}
          editor={editor}
          {...display}
          items={[...placed, ...inRowOrder(openings, project.rows)].map((p) => {
            const row = project.rows.find((r) => String(r.uniqueid) === p.shape.rowId);
            return { id: p.shape.rowId, name: String((row && rowName(row)) ?? p.shape.rowId) };
          })}
          selectedId={selectedId}
        />
        {loadError?.[1].status === 'error' && (
          // role alert: a screen reader says why the room is not drawn when it appears. What it means
          // in the person's language first; the transport's own words ("500 Internal Server
          // Error", "Failed to fetch", in English) only as the detail under it.
          <Alert.Root status="error" rounded="none" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('loadError', { catalog: loadError[0] })}</Alert.Title>
              <Alert.Description fontSize="xs">{loadError[1].message}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Box
          flex="1"
          minH="0"
          position="relative"
          role="application"
          aria-label={t('canvas')}
          aria-description={t('keys', {
            small: lengths.format(NUDGE_STEP),
            big: lengths.format(NUDGE_STEP_LARGE),
          })}
          tabIndex={0}
          // The selection's keys (actions/selection.ts) act here, as in the 2D plan.
          data-selection-keys=""
          outline="none"
          _focusVisible={{
            boxShadow: 'inset 0 0 0 3px var(--chakra-colors-color-palette-focus-ring, #E8431A)',
          }}
          data-testid="scene"
        >
          {loading || !profile ? (
            <VStack h="full" justify="center" gap="3" color="fg.muted" data-testid="scene-loading">
              <Spinner />
              <Text fontSize="sm">{t('loading')}</Text>
            </VStack>
          ) : (
            <RoomScene
              room={room}
              items={items}
              selectedId={selectedId}
              refusedId={preview && !preview.accepted ? preview.rowId : null}
              onSelect={(id) => void runPointer('selectRow', { rowId: id })}
              onDrag={onDrag}
              onDragEnd={onDragEnd}
              view={view}
              profile={profile}
            >
              {room && <DoorSwings room={room} hinges={hinges} />}
              {room && dimensionsOn && (
                <DimensionOverlay
                  room={room}
                  dimensions={dimensions}
                  items={layoutItems}
                  format={lengths.dimension}
                />
              )}
            </RoomScene>
          )}
        </Box>
      </Flex>
      <SelectionPanel
        room={room}
        selected={selected}
        name={selectedName}
        code={current ? String(current.cod ?? current.model) : ''}
        refusal={refusal}
      />
    </Flex>
  );
}
