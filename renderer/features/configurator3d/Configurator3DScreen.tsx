import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  EmptyState,
  Flex,
  HStack,
  Heading,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { Box as BoxIcon, Copy, RotateCw, Search, SlidersHorizontal, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Collision } from '../../../core/layout/collision';
import { placeItem } from '../../../core/layout/place';
import { dispatch, reportActionError } from '../../actions';
import type { ScreenProps } from '../../app/screens';
import type { CameraPreset } from '../../scene/cameraPresets';
import { RoomScene } from '../../scene/RoomScene';
import { contentLanguageAtom } from '../../state/catalogs';
import { drawingEditorAtom } from '../../state/drawingEditor';
import { currentEvaluationAtom, currentRowAtom } from '../../state/evaluation';
import { projectAtom } from '../../state/project';
import { roomAtom } from '../../state/room';
import { layoutItemOf, placedRowsAtom, sceneItemsAtom } from '../../state/scene';
import { useAtomValue } from '../../state/store';
import { useCatalogDocuments } from '../itemsearch/useCatalogDocument';
import { SceneMediaMenu } from '../scenemedia/SceneMediaMenu';
import './texts';

interface DragPreview {
  rowId: string;
  x: number;
  y: number;
  rotation: number;
  accepted: boolean;
  collisions: Collision[];
}

const isIOS = typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent);

const run = (name: string, args: unknown) =>
  (dispatch as unknown as (n: string, a: unknown) => Promise<unknown>)(name, args).catch((error: unknown) =>
    reportActionError(name, `layout:actions.${name}`, error),
  );

/**
 * /configurator3d: the room in 3D with every row drawn from its evaluated geometry. Click selects
 * (the configurator follows the current row); dragging over the floor previews the move with the same
 * snapping and collision as the 2D plan, and dropping it is one undoable step.
 */
export default function Configurator3DScreen(_props: ScreenProps) {
  const { t } = useTranslation('layout');
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
  const [preview, setPreview] = useState<DragPreview | null>(null);
  const [refusal, setRefusal] = useState<Collision[] | null>(null);
  const frame = useRef(0);
  /** The preview the drop commits (state updates may not have landed when the pointer comes up). */
  const latest = useRef<DragPreview | null>(null);
  /** Where the dragged item was grabbed, as an offset from the pointer's floor point. */
  const grab = useRef<{ rowId: string; dx: number; dy: number } | null>(null);

  const selectedId = current ? String(current.uniqueid) : null;
  const items = useMemo(
    () =>
      preview
        ? sceneItems.map((item) =>
            item.id === preview.rowId
              ? { ...item, x: preview.x, y: preview.y, rotation: preview.rotation }
              : item,
          )
        : sceneItems,
    [sceneItems, preview],
  );

  const onDrag = useCallback(
    (rowId: string, at: { x: number; y: number }) => {
      const target = placed.find((p) => p.shape.rowId === rowId);
      if (!target) return;
      // The item keeps where it was grabbed: it moves by the pointer's travel over the floor.
      if (!grab.current || grab.current.rowId !== rowId) {
        grab.current = { rowId, dx: target.layout.x - at.x, dy: target.layout.y - at.y };
      }
      // Computed on every move (placement is cheap), so a drop always commits the last pose...
      const result = placeItem(
        room,
        placed.map((p) => layoutItemOf(p.shape, p.layout)),
        layoutItemOf(target.shape, target.layout),
        { x: at.x + grab.current.dx, y: at.y + grab.current.dy },
        editor,
      );
      latest.current = {
        rowId,
        x: result.item.x,
        y: result.item.y,
        rotation: result.item.rotation,
        accepted: result.accepted,
        collisions: result.collisions,
      };
      // ...while the screen redraws at most once a frame, however fast the pointer events come.
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => setPreview(latest.current));
    },
    [placed, room, editor],
  );

  const onDragEnd = useCallback((rowId: string) => {
    cancelAnimationFrame(frame.current);
    const last = latest.current;
    latest.current = null;
    grab.current = null;
    setPreview(null);
    if (!last || last.rowId !== rowId) return;
    setRefusal(last.accepted ? null : last.collisions);
    if (last.accepted) void run('placeRow', { rowId, x: last.x, y: last.y, rotation: last.rotation });
  }, []);

  if (!project || project.rows.length === 0) {
    return (
      <Flex flex="1" align="center" justify="center" p="6">
        <EmptyState.Root
          maxW="lg"
          borderWidth="1px"
          borderStyle="dashed"
          rounded="l3"
          data-testid="empty-state"
        >
          <EmptyState.Content>
            <EmptyState.Indicator>
              <BoxIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>{t('empty.title')}</EmptyState.Title>
            <EmptyState.Description>{t('empty.body')}</EmptyState.Description>
            <Button asChild>
              <Link to="/itemsearch">
                <Search />
                {t('empty.find')}
              </Link>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      </Flex>
    );
  }

  const selected = placed.find((p) => p.shape.rowId === selectedId);
  const loadError = Object.values(loads).find((l) => l.status === 'error');
  const views: { value: CameraPreset; label: string }[] = [
    { value: 'perspective', label: t('view.perspective') },
    { value: 'top', label: t('view.top') },
    { value: 'front', label: t('view.front') },
    ...(room?.walls.map((w, i) => ({
      value: `wall:${w.id}` as CameraPreset,
      label: t('view.wall', { n: i + 1 }),
    })) ?? []),
  ];

  return (
    <Flex flex="1" direction={{ base: 'column', lg: 'row' }} minH="0" data-testid="configurator3d">
      <Flex direction="column" flex="1" minH={{ base: '60vh', lg: '0' }} position="relative">
        <HStack px="3" py="2" gap="3" wrap="wrap" borderBottomWidth="1px" bg="bg.panel">
          <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={t('view.label')}>
            {views.map((v) => (
              <Button
                key={v.value}
                onClick={() => setView(v.value)}
                aria-pressed={view === v.value}
                variant={view === v.value ? 'solid' : 'outline'}
              >
                {v.label}
              </Button>
            ))}
          </ButtonGroup>
          <Switch.Root
            size="sm"
            checked={editor.snap}
            onCheckedChange={(e) => void run('setDrawingEditor', { snap: e.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('snap')}</Switch.Label>
          </Switch.Root>
          <Switch.Root
            size="sm"
            checked={editor.collision}
            onCheckedChange={(e) => void run('setDrawingEditor', { collision: e.checked })}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('collision')}</Switch.Label>
          </Switch.Root>
          <Box flex="1" />
          <SceneMediaMenu />
        </HStack>
        {loadError?.status === 'error' && (
          <Alert.Root status="error" rounded="none">
            <Alert.Indicator />
            <Alert.Title>{loadError.message}</Alert.Title>
          </Alert.Root>
        )}
        <Box flex="1" minH="0" position="relative" aria-label={t('canvas')} role="img" data-testid="scene">
          <RoomScene
            room={room}
            items={items}
            selectedId={selectedId}
            refusedId={preview && !preview.accepted ? preview.rowId : null}
            onSelect={(id) => void run('selectRow', { rowId: id })}
            onDrag={onDrag}
            onDragEnd={onDragEnd}
            view={view}
            antialias={!isIOS}
          />
        </Box>
      </Flex>
      <Box
        as="aside"
        w={{ base: 'full', lg: '80' }}
        borderLeftWidth={{ lg: '1px' }}
        borderTopWidth={{ base: '1px', lg: '0' }}
        p="4"
        bg="bg.panel"
      >
        <Stack gap="3">
          <Heading size="sm">{t('selected')}</Heading>
          {refusal && (
            <Alert.Root status="warning" data-testid="placement-refused">
              <Alert.Indicator />
              <Alert.Title>{t('refused', { what: t(`hit.${refusal[0]?.kind ?? 'item'}`) })}</Alert.Title>
            </Alert.Root>
          )}
          {selected && current ? (
            <>
              <Text fontWeight="medium">
                {evaluation?.ok
                  ? (evaluation.compiled.model.local?.[lang] ?? evaluation.compiled.model.des)
                  : current.model}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {current.cod ?? current.model}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('size', {
                  w: Math.round(selected.shape.width),
                  d: Math.round(selected.shape.depth),
                  h: Math.round(selected.shape.height),
                })}
              </Text>
              <Stack gap="2">
                <Button size="sm" onClick={() => void run('editRow', { rowId: current.uniqueid })}>
                  <SlidersHorizontal />
                  {t('configure')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void run('rotateRow', { rowId: current.uniqueid })}
                >
                  <RotateCw />
                  {t('rotate')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void run('duplicateRow', { rowId: current.uniqueid })}
                >
                  <Copy />
                  {t('duplicate')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => void run('removeRow', { rowId: current.uniqueid })}
                >
                  <Trash2 />
                  {t('remove')}
                </Button>
              </Stack>
            </>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('noSelection')}
            </Text>
          )}
        </Stack>
      </Box>
    </Flex>
  );
}
