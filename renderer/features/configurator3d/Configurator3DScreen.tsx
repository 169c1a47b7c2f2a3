import { Alert, Box, Flex, Spinner, Text, VStack } from '@chakra-ui/react';
import { Box as BoxIcon } from 'lucide-react';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Collision } from '../../../core/layout/collision';
import { wallDimensions } from '../../../core/layout/dimensions';
import { dispatch, reportActionError } from '../../actions';
import type { PlaceResult } from '../../actions/layout';
import type { ScreenProps } from '../../app/screens';
import type { CameraPreset } from '../../scene/cameraPresets';
import { DimensionOverlay } from '../../scene/DimensionOverlay';
import { explodeItems } from '../../scene/model/explode';
import { RoomScene } from '../../scene/RoomScene';
import { contentLanguageAtom } from '../../state/catalogs';
import { drawingEditorAtom } from '../../state/drawingEditor';
import { currentEvaluationAtom, currentRowAtom } from '../../state/evaluation';
import { projectAtom } from '../../state/project';
import { roomAtom } from '../../state/room';
import { layoutItemOf, placedRowsAtom, sceneItemsAtom } from '../../state/scene';
import { useAtomValue } from '../../state/store';
import { NoProjectState } from '../../ui/NoProjectState';
import { useReducedUiMotion } from '../../ui/uiMotion';
import { useCatalogDocuments } from '../itemsearch/useCatalogDocument';
import { SceneToolbar } from './SceneToolbar';
import { useLengths } from '../../state/measures';
import { SelectionPanel } from './SelectionPanel';
import './texts';
import { useLiveProfile } from './useLiveProfile';
import { useRoomDrag } from './useRoomDrag';

const run = (name: string, args: unknown) =>
  (dispatch as unknown as (n: string, a: unknown) => Promise<unknown>)(name, args).catch((error: unknown) => {
    reportActionError(name, `layout:actions.${name}`, error);
    return undefined;
  });

/** How far the explode view pulls parts apart (a fraction of their distance from the centre). */
const EXPLODE = 0.45;
/** Keyboard nudges (mm): an arrow, and with Shift. */
const STEP = 100;
const FINE_STEP = 10;

/**
 * /configurator3d: the room in 3D with every row drawn from its evaluated geometry. Click selects
 * and the configurator panel follows; dragging previews the move with the same snapping and
 * collision as the 2D plan, and dropping it is one undoable step. Arrow keys move the selection.
 */
export default function Configurator3DScreen(_props: ScreenProps) {
  const { t } = useTranslation('layout');
  // The room's dimensions in the person's unit (inches with imperial measures).
  const lengths = useLengths();
  const project = useAtomValue(projectAtom);
  const room = useAtomValue(roomAtom);
  const placed = useAtomValue(placedRowsAtom);
  const sceneItems = useAtomValue(sceneItemsAtom);
  const current = useAtomValue(currentRowAtom);
  const evaluation = useAtomValue(currentEvaluationAtom);
  const lang = useAtomValue(contentLanguageAtom);
  const editor = useAtomValue(drawingEditorAtom);
  const catalogs = useMemo(() => [...new Set(project?.rows.map((r) => r.catalog) ?? [])], [project?.rows]);
  const loads = useCatalogDocuments(catalogs);
  const [view, setView] = useState<CameraPreset>('perspective');
  const [refusal, setRefusal] = useState<Collision[] | null>(null);
  const [explode, setExplode] = useState(false);
  const [dimensionsOn, setDimensionsOn] = useState(false);
  // Known before the canvas (its anti-aliasing) exists: detected while the code and catalogues load.
  const profile = useLiveProfile();
  useReducedUiMotion(profile?.name === 'software');

  const commit = useCallback(
    (rowId: string, pose: { x: number; y: number; rotation: number }) =>
      void run('placeRow', { rowId, ...pose }),
    [],
  );
  const { preview, onDrag, onDragEnd } = useRoomDrag(room, placed, editor, commit, setRefusal);

  const selectedId = current ? String(current.uniqueid) : null;
  // A refusal speaks of the unit that was moved: another selection clears it (reset while rendering,
  // as React advises for state that follows a value).
  const [refusalOf, setRefusalOf] = useState(selectedId);
  if (refusalOf !== selectedId) {
    setRefusalOf(selectedId);
    setRefusal(null);
  }
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
  const layoutItems = useMemo(() => placed.map((p) => layoutItemOf(p.shape, p.layout)), [placed]);
  const dimensions = useMemo(
    () => (room && dimensionsOn ? wallDimensions(room, layoutItems) : []),
    [room, dimensionsOn, layoutItems],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const target = placed.find((p) => p.shape.rowId === selectedId);
    if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = event.shiftKey ? FINE_STEP : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    const rowId = target.shape.rowId;
    if (move) {
      event.preventDefault();
      // An exact nudge (no snapping back to where it came from), still refused into another item.
      void run('placeRow', {
        rowId,
        x: target.layout.x + move[0],
        y: target.layout.y + move[1],
        snap: false,
      }).then((result) => {
        const placedResult = result as PlaceResult | undefined;
        if (placedResult) setRefusal(placedResult.accepted ? null : placedResult.collisions);
      });
    } else if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      void run('rotateRow', { rowId });
    } else if (event.key === 'Delete') {
      event.preventDefault();
      void run('removeRow', { rowId });
    } else if (event.key === 'Escape') {
      void run('selectRow', { rowId: null });
    }
  };

  if (!project || project.rows.length === 0) {
    return (
      <Flex flex="1" align="center" justify="center" p="6">
        <NoProjectState
          icon={<BoxIcon />}
          title={t('empty.title')}
          body={t('empty.body')}
          action={t('empty.find')}
        />
      </Flex>
    );
  }

  const selected = placed.find((p) => p.shape.rowId === selectedId) ?? null;
  const loadError = Object.values(loads).find((l) => l.status === 'error');
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
          view={view}
          onView={setView}
          editor={editor}
          explode={explode}
          onExplode={setExplode}
          dimensions={dimensionsOn}
          onDimensions={setDimensionsOn}
          items={placed.map((p) => {
            const row = project.rows.find((r) => String(r.uniqueid) === p.shape.rowId);
            return { id: p.shape.rowId, name: String((row && rowName(row)) ?? p.shape.rowId) };
          })}
          selectedId={selectedId}
          run={(name, args) => void run(name, args)}
        />
        {loadError?.status === 'error' && (
          // role alert: a screen reader says why the room is not drawn when it appears.
          <Alert.Root status="error" rounded="none" role="alert">
            <Alert.Indicator />
            <Alert.Title>{loadError.message}</Alert.Title>
          </Alert.Root>
        )}
        <Box
          flex="1"
          minH="0"
          position="relative"
          role="application"
          aria-label={t('canvas')}
          aria-description={t('keys', { big: lengths.format(STEP), small: lengths.format(FINE_STEP) })}
          tabIndex={0}
          onKeyDown={onKeyDown}
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
              onSelect={(id) => void run('selectRow', { rowId: id })}
              onDrag={onDrag}
              onDragEnd={onDragEnd}
              view={view}
              profile={profile}
            >
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
        run={(name, args) => void run(name, args)}
      />
    </Flex>
  );
}
