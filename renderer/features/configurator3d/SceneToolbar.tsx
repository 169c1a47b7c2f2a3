import { Box, Button, ButtonGroup, HStack, NativeSelect, Switch } from '@chakra-ui/react';
import { Expand, FileText, Ruler } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Room } from '../../../core/room/walls';
import type { CameraPreset } from '../../scene/cameraPresets';
import type { DrawingEditorState } from '../../state/drawingEditor';
import { SceneMediaMenu } from '../scenemedia/SceneMediaMenu';
import './texts';

export interface SceneToolbarProps {
  room: Room | null;
  view: CameraPreset;
  onView(view: CameraPreset): void;
  editor: DrawingEditorState;
  explode: boolean;
  onExplode(on: boolean): void;
  dimensions: boolean;
  onDimensions(on: boolean): void;
  /** The rows to pick from by keyboard: id and name. */
  items: readonly { id: string; name: string }[];
  selectedId: string | null;
  run(name: string, args: unknown): void;
}

/** The 3D room's toolbar: camera presets, snapping and collision, explode, dimensions, drawings. */
export function SceneToolbar(props: SceneToolbarProps) {
  const { t } = useTranslation('layout');
  const { room, view, editor, run } = props;
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
    <HStack px="3" py="2" gap="3" wrap="wrap" borderBottomWidth="1px" bg="bg.panel">
      <ButtonGroup
        size="xs"
        variant="outline"
        attached
        role="group"
        aria-label={t('view.label')}
        flexWrap="wrap"
      >
        {views.map((v) => (
          <Button
            key={v.value}
            onClick={() => props.onView(v.value)}
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
        onCheckedChange={(e) => run('setDrawingEditor', { snap: e.checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('snap')}</Switch.Label>
      </Switch.Root>
      <Switch.Root
        size="sm"
        checked={editor.collision}
        onCheckedChange={(e) => run('setDrawingEditor', { collision: e.checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('collision')}</Switch.Label>
      </Switch.Root>
      {/* Wraps on a phone: the three buttons are wider than 360 px in a row. */}
      <ButtonGroup size="xs" variant="outline" flexWrap="wrap">
        <Button
          aria-pressed={props.explode}
          variant={props.explode ? 'solid' : 'outline'}
          onClick={() => props.onExplode(!props.explode)}
          title={t('explodeHint')}
        >
          <Expand />
          {t('explode')}
        </Button>
        <Button
          aria-pressed={props.dimensions}
          variant={props.dimensions ? 'solid' : 'outline'}
          onClick={() => props.onDimensions(!props.dimensions)}
          disabled={!room}
          title={room ? undefined : t('noRoom')}
        >
          <Ruler />
          {t('dimensions')}
        </Button>
        <Button asChild>
          <Link to="/drawings">
            <FileText />
            {t('drawings')}
          </Link>
        </Button>
      </ButtonGroup>
      <NativeSelect.Root size="xs" width="auto" maxW="56">
        <NativeSelect.Field
          aria-label={t('pick')}
          value={props.selectedId ?? ''}
          onChange={(e) => run('selectRow', { rowId: e.currentTarget.value || null })}
        >
          <option value="">{t('pickNone')}</option>
          {props.items.map((item, i) => (
            <option key={item.id} value={item.id}>
              {`${i + 1}. ${item.name}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Box flex="1" />
      <SceneMediaMenu />
    </HStack>
  );
}
