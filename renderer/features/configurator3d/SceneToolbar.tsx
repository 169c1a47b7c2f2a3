import { Box, Button, ButtonGroup, chakra, HStack, NativeSelect } from '@chakra-ui/react';
import { LabelledSwitch } from '../../ui/LabelledSwitch';
import { Expand, FileText, Ruler } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Room } from '../../../core/room/walls';
import type { CameraPreset } from '../../scene/cameraPresets';
import { reportingDispatch } from '../../actions';
import type { DrawingEditorState } from '../../state/drawingEditor';
import { toolbarContainer, wideToolbarOnly } from '../../ui/toolbarLabel';
import { SceneMediaMenu } from '../scenemedia/SceneMediaMenu';
import type { SceneDisplay } from './useSceneDisplay';
import { WallViewMenu } from './WallViewMenu';
import './texts';
import { LinkButton } from '../../ui/LinkButton';
import { editorToolbar } from '../../ui/layoutStyles';

export interface SceneToolbarProps extends SceneDisplay {
  room: Room | null;
  editor: DrawingEditorState;
  /** The rows to pick from by keyboard: id and name. */
  items: readonly { id: string; name: string }[];
  selectedId: string | null;
}

const run = reportingDispatch('button');

/** The 3D room's toolbar: camera presets, snapping and collision, explode, dimensions, drawings. */
export function SceneToolbar(props: SceneToolbarProps) {
  const { t } = useTranslation('layout');
  const { room, view, editor } = props;
  const views: { value: CameraPreset; label: string }[] = [
    { value: 'perspective', label: t('view.perspective') },
    { value: 'top', label: t('view.top') },
    { value: 'front', label: t('view.front') },
  ];
  return (
    <HStack css={[editorToolbar, toolbarContainer]} gap={{ base: '2', sm: '3' }}>
      <ButtonGroup size="xs" variant="outline" attached role="group" aria-label={t('view.label')}>
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
        {room && room.walls.length > 0 && <WallViewMenu room={room} view={view} onView={props.onView} />}
      </ButtonGroup>
      <LabelledSwitch
        label={t('snap')}
        checked={editor.snap}
        onChange={(snap) => void run('setDrawingEditor', { snap })}
      />
      <LabelledSwitch
        label={t('collision')}
        checked={editor.collision}
        onChange={(collision) => void run('setDrawingEditor', { collision })}
      />
      <ButtonGroup size="xs" variant="outline">
        <Button
          aria-pressed={props.explode}
          variant={props.explode ? 'solid' : 'outline'}
          onClick={() => props.onExplode(!props.explode)}
          title={t('explodeHint')}
          aria-label={t('explode')}
        >
          <Expand />
          <chakra.span css={wideToolbarOnly}>{t('explode')}</chakra.span>
        </Button>
        <Button
          aria-pressed={props.dimensions}
          variant={props.dimensions ? 'solid' : 'outline'}
          onClick={() => props.onDimensions(!props.dimensions)}
          disabled={!room}
          title={room ? t('dimensions') : t('noRoom')}
          aria-label={t('dimensions')}
        >
          <Ruler />
          <chakra.span css={wideToolbarOnly}>{t('dimensions')}</chakra.span>
        </Button>
        <LinkButton to="/drawings" title={t('drawings')} aria-label={t('drawings')}>
          <FileText />
          <chakra.span css={wideToolbarOnly}>{t('drawings')}</chakra.span>
        </LinkButton>
      </ButtonGroup>
      <NativeSelect.Root size="xs" width="auto" maxW="56">
        <NativeSelect.Field
          aria-label={t('pick')}
          value={props.selectedId ?? ''}
          onChange={(e) => void run('selectRow', { rowId: e.currentTarget.value || null })}
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
