import { Box, Flex } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vec2 } from '../../../core/layout/vector';
import type { Point } from '../../../core/room/presets';
import { reportingDispatch } from '../../actions';
import type { ScreenProps } from '../../app/screens';
import { catalogDocumentsAtom, contentLanguageAtom } from '../../state/catalogs';
import { drawingEditorAtom, type DrawingEditorState } from '../../state/drawingEditor';
import { refusalAtom, selectionAtom } from '../../state/selection';
import { planDraftAtom } from '../../state/plan2d';
import { projectAtom } from '../../state/project';
import { roomAtom } from '../../state/room';
import { openingHingesAtom, placedLayoutItemsAtom, placedRowsAtom } from '../../state/scene';
import { useAtomValue, useSetAtom } from '../../state/store';
import { useProjectCatalogDocuments } from '../itemsearch/useCatalogDocument';
import { openRoomDesign } from '../projects/dialogs/openRoomDesign';
import { openEditWall } from './dialogs';
import { NoProjectState } from './NoProjectState';
import { PlanCanvas } from './PlanCanvas';
import { wallAt, withOpeningOffset } from './planGeometry';
import type { FurnitureItem } from './PlanFurniture';
import { onPlanKey } from './planKeys';
import { PlanSidePanel } from './PlanSidePanel';
import { PlanToolbar, type PlanTool } from './PlanToolbar';
import { zoomAt, type PlanView } from './planView';
import { useLengths } from '../../state/measures';
import { penStateAt, penTarget } from './pen';
import { useElementSize } from './useElementSize';
import { usePlanFit } from './usePlanFit';
import { usePlanGestures, type MovePreview } from './usePlanGestures';
import { useOpeningModels, type OpeningModel } from './useOpeningModels';
import { useWallTypes } from './useWallTypes';
import './texts';

const run = reportingDispatch('button');
const runPointer = reportingDispatch('pointer');
const runKeyboard = reportingDispatch('keyboard');

/**
 * /configurator2d: the room builder and plan editor (issue 11, spec 2, 3, 4, 9). Walls from a preset
 * or drawn corner by corner, doors and windows from the catalogues on the walls, furniture moved and
 * turned with the snapping and collision of core/layout. Every change is an action (undoable);
 * leaving copies a room still being drawn into the project.
 */
export default function Configurator2DScreen(_props: ScreenProps) {
  const { t } = useTranslation('plan2d');
  const project = useAtomValue(projectAtom);
  const room = useAtomValue(roomAtom);
  const placed = useAtomValue(placedRowsAtom);
  const hinges = useAtomValue(openingHingesAtom);
  const editor = useAtomValue(drawingEditorAtom);
  const selection = useAtomValue(selectionAtom);
  const refusal = useAtomValue(refusalAtom);
  const setRefusal = useSetAtom(refusalAtom);
  const selectedWall = selection.wall;
  const selectedOpening = selection.opening;
  const draft = useAtomValue(planDraftAtom);
  const setDraftAtom = useSetAtom(planDraftAtom);
  const documents = useAtomValue(catalogDocumentsAtom);
  const lang = useAtomValue(contentLanguageAtom);
  useProjectCatalogDocuments(project);

  const { wallTypes, wallType, setWallType, chosenType } = useWallTypes(lang);
  const [tool, setTool] = useState<PlanTool>(draft ? 'draw' : 'select');
  const [placing, setPlacing] = useState<OpeningModel | null>(null);
  const [typed, setTyped] = useState('');
  /** Why the last typed length was refused (not a number, too short). */
  const [refusalText, setRefusalText] = useState<string | null>(null);
  const [angleStep, setAngleStep] = useState(15);
  const [view, setView] = useState<PlanView>({ cx: 2500, cy: 2500, k: 0.1 });
  const host = useRef<HTMLDivElement>(null);
  const size = useElementSize(host);
  const setDraft = (next: typeof draft) => {
    setRefusalText(null);
    setDraftAtom(next);
  };

  const openings = useOpeningModels(chosenType.height);

  // Leaving the plan copies a room still being drawn into the project (spec 2 and 4).
  useEffect(() => () => void run('leaveConfigurator2d'), []);

  const fit = usePlanFit({ room, draft, placed, size, view, setView });

  const items = useAtomValue(placedLayoutItemsAtom);
  const labelOf = useCallback(
    (rowId: string) => {
      const row = project?.rows.find((r) => String(r.uniqueid) === rowId);
      const model = row && documents[row.catalog]?.document.models.find((m) => m.cod === row.model);
      return model ? (model.local?.[lang] ?? model.des) : (row?.cod ?? row?.model ?? rowId);
    },
    [project?.rows, documents, lang],
  );

  const selectRows = (ids: string[], additive: boolean) => {
    void runPointer('selectRows', { rowIds: ids, additive });
  };

  const commitMove = (ids: string[], preview: MovePreview) => {
    if (!preview.accepted) {
      setRefusal(preview.collisions);
      return;
    }
    const first = ids[0]!;
    const pose = preview.poses.get(first);
    if (!pose) return;
    // The same drop as the 3D view's: one action, the same re-flow of the auto-placed units.
    void runPointer('dropRows', { rowIds: ids, x: pose.x, y: pose.y, rotation: pose.rotation });
  };

  const lengths = useLengths();
  const pen = { angleStep: editor.snap ? angleStep : 0, lengthStep: editor.snap ? 10 : 0 };
  const addCorner = (point: Point) => {
    const points = draft?.points ?? [];
    const target = penTarget(points, point, pen, view.k, editor.snap);
    if (target.closing) {
      void run('setRoomOutline', { points: [...points], closed: true, ...chosenType }).then(() =>
        setTool('select'),
      );
      return;
    }
    const last = points.at(-1);
    if (last && Math.hypot(target.point.x - last.x, target.point.y - last.y) < 100) return;
    setDraft({
      points: [...points, target.point],
      thickness: chosenType.thickness,
      height: chosenType.height,
    });
  };

  const placeOpening = (point: Vec2) => {
    if (!placing || !room) return;
    const hit = wallAt(room, point, 12 / view.k);
    if (!hit) return;
    void run('addOpening', {
      wallId: hit.wall.id,
      kind: placing.kind,
      width: placing.width,
      height: placing.height,
      sill: placing.sill,
      offset: hit.t - placing.width / 2,
      catalog: placing.catalog,
      model: placing.model,
    }).then((id) => {
      if (typeof id === 'string')
        void run('selectOpening', { opening: { wallId: hit.wall.id, openingId: id } });
    });
  };

  const gestures = usePlanGestures({
    room,
    items,
    editor,
    selectedRows: selection.rowIds,
    view,
    size,
    setView,
    tool: tool === 'draw' ? 'draw' : placing ? 'opening' : tool === 'area' ? 'area' : 'select',
    handlers: {
      onClickPlan: (point) => (tool === 'draw' ? addCorner(point) : placeOpening(point)),
      onSelectRows: selectRows,
      onSelectWall: (wallId) => void runPointer('selectWall', { wallId }),
      onSelectOpening: (opening) => void runPointer('selectOpening', { opening }),
      onCommitMove: commitMove,
      onCommitOpening: (p) => void runPointer('moveOpening', p),
      onDoubleWall: (wallId) => editWall(wallId),
    },
  });

  const penState =
    tool === 'draw'
      ? penStateAt(
          draft?.points ?? [],
          gestures.cursor,
          pen,
          view.k,
          editor.snap,
          typed,
          chosenType.thickness,
          lengths,
        )
      : null;

  const furniture: FurnitureItem[] = placed.map((p) => {
    const pose = gestures.movePreview?.poses.get(p.shape.rowId);
    return {
      shape: p.shape,
      layout: pose ? { ...p.layout, ...pose } : p.layout,
      label: labelOf(p.shape.rowId),
    };
  });
  const refused =
    gestures.movePreview && !gestures.movePreview.accepted ? gestures.movePreview.hit : new Set<string>();
  const shownRoom = room && withOpeningOffset(room, gestures.openingPreview);

  const setEditor = (change: Partial<DrawingEditorState>) => void run('setDrawingEditor', change);
  const chooseTool = (next: PlanTool) => {
    setPlacing(null);
    setTyped('');
    if (next !== 'draw' && tool === 'draw') setDraft(null);
    setTool(next);
  };
  const removeSelection = () => void run('removeSelection');
  const rotateSelection = () => void run('rotateSelection', {});
  const roomShape = () =>
    void openRoomDesign().then((choice) => {
      if (!choice) return;
      if (choice.type === 'rt11') return chooseTool('draw');
      void run('setRoomPreset', {
        type: choice.type,
        values: choice.values,
        roomHeight: choice.height,
        ...chosenType,
      });
    });
  const wallSelection = room && selectedWall ? room.walls.findIndex((w) => w.id === selectedWall) : -1;
  const editWall = (wallId: string) => {
    const wall = room?.walls.find((w) => w.id === wallId);
    if (wall)
      void openEditWall(wall, t('editWall.title')).then(
        (edit) => edit && run('editWall', { wallId, ...edit }),
      );
  };
  const openingSelection = (() => {
    if (!room || !selectedOpening) return null;
    const wall = room.walls.find((w) => w.id === selectedOpening.wallId);
    const opening = wall?.openings.find((o) => o.id === selectedOpening.openingId);
    if (!wall || !opening) return null;
    const model = openings.models.find((m) => m.catalog === opening.catalog && m.model === opening.model);
    return { wall, opening, name: model?.name ?? t(opening.kind) };
  })();

  const zoom = (factor: number) =>
    setView(zoomAt(view, size, { x: size.width / 2, y: size.height / 2 }, factor));
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) =>
    onPlanKey(e, {
      tool,
      typed,
      setTyped,
      draft,
      setDraft,
      typedCorner: () =>
        draft && gestures.cursor
          ? penTarget(draft.points, gestures.cursor, pen, view.k, editor.snap, typed, lengths)
          : null,
      setRefusalText,
      chooseTool,
      cancelPlacing: () => setPlacing(null),
      zoom,
    });

  if (!project) return <NoProjectState onNew={() => void run('newProject')} />;

  return (
    <Flex flex="1" direction="column" minH="0" data-testid="configurator2d">
      <PlanToolbar
        tool={tool}
        editor={editor}
        onTool={chooseTool}
        onRoomShape={roomShape}
        onZoom={zoom}
        onFit={fit}
        onEditor={setEditor}
      />
      <Flex flex="1" minH="0" direction={{ base: 'column', lg: 'row' }}>
        <Box
          ref={host}
          flex="1"
          minH={{ base: '55vh', lg: '0' }}
          position="relative"
          overflow="hidden"
          tabIndex={0}
          outline="none"
          // A keyboard user sees where the plan's keys go (a ring drawn over the plan: the canvas
          // would hide an outline) and which unit Tab reached; a click shows neither.
          css={{
            '&:focus-visible::after': {
              content: '""',
              position: 'absolute',
              inset: '0',
              border: '2px solid',
              borderColor: 'brand.focusRing',
              pointerEvents: 'none',
            },
            '& [data-row]:focus-visible': {
              outline: '2px solid',
              outlineColor: 'brand.focusRing',
              outlineOffset: '3px',
            },
          }}
          // The selection's keys (actions/selection.ts) act here, as in the 3D view; not while drawing.
          data-selection-keys={tool === 'draw' ? undefined : ''}
          onKeyDown={onKeyDown}
          onPointerDownCapture={() => host.current?.focus({ preventScroll: true })}
        >
          <Box position="absolute" inset="0">
            <PlanCanvas
              room={shownRoom}
              furniture={furniture}
              items={items}
              editor={editor}
              view={view}
              size={size}
              setView={setView}
              selectedRows={selection.rowIds}
              selectedWall={selectedWall}
              selectedOpening={selectedOpening?.openingId ?? null}
              hinges={hinges}
              refused={refused}
              onSelectRow={(rowId, additive) => void runKeyboard('selectRows', { rowIds: [rowId], additive })}
              pen={penState}
              box={gestures.box}
              cursorStyle={tool === 'draw' || placing ? 'crosshair' : 'default'}
              label={t('canvas')}
              bind={gestures.bind}
            />
          </Box>
        </Box>
        <PlanSidePanel
          room={room}
          drawing={tool === 'draw' ? { corners: draft?.points.length ?? 0, angleStep } : null}
          placed={placed}
          selected={selection.rowIds}
          labelOf={labelOf}
          wall={
            wallSelection >= 0 && room ? { wall: room.walls[wallSelection]!, index: wallSelection } : null
          }
          opening={openingSelection}
          refusal={refusal}
          refusalText={refusalText}
          openings={openings}
          placing={placing}
          wallTypes={wallTypes}
          wallType={wallType}
          onWallType={setWallType}
          onAngleStep={setAngleStep}
          onCloseRoom={() =>
            draft &&
            void run('setRoomOutline', { points: [...draft.points], closed: true, ...chosenType }).then(() =>
              setTool('select'),
            )
          }
          onFinishOpen={() =>
            draft &&
            void run('setRoomOutline', { points: [...draft.points], closed: false, ...chosenType }).then(() =>
              setTool('select'),
            )
          }
          onUndoCorner={() => draft && setDraft({ ...draft, points: draft.points.slice(0, -1) })}
          onCancelDrawing={() => chooseTool('select')}
          onRoomShape={roomShape}
          onDraw={() => chooseTool('draw')}
          onEditWall={() => selectedWall && editWall(selectedWall)}
          onPlace={(m) => {
            setTool('select');
            setPlacing(m);
          }}
          onOpeningOffset={(offset) =>
            selectedOpening && void run('moveOpening', { ...selectedOpening, offset })
          }
          onRemoveOpening={removeSelection}
          onConfigureOpening={() => {
            const rowId = openingSelection?.opening.rowId;
            if (rowId) void run('editRow', { rowId });
          }}
          onRotate={rotateSelection}
          onRemoveRows={removeSelection}
          onConfigure={() => selection.rowIds[0] && void run('editRow', { rowId: selection.rowIds[0] })}
        />
      </Flex>
    </Flex>
  );
}
