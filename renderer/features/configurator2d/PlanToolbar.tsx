import {
  Box,
  Button,
  ButtonGroup,
  HStack,
  IconButton,
  Menu,
  NativeSelect,
  Portal,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { LabelledSwitch } from '../../ui/LabelledSwitch';
import {
  Box as Box3D,
  BoxSelect,
  Layers,
  LayoutTemplate,
  Maximize,
  MousePointer2,
  PenLine,
  Ruler,
  ZoomIn,
  ZoomOut,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useLengths } from '../../state/measures';
import type { DrawingEditorState, PlanLayer, QuoteFlag } from '../../state/drawingEditor';
import { room3dLinkIntent } from '../configurator3d/preload';
import { LinkButton } from '../../ui/LinkButton';
import { editorToolbar } from '../../ui/layoutStyles';

export type PlanTool = 'select' | 'area' | 'draw' | 'opening';

const LAYERS: PlanLayer[] = ['walls', 'openings', 'furniture', 'dimensions'];
const QUOTES: QuoteFlag[] = ['text', 'linear', 'angle', 'highlight'];
const SCALES = [250, 500, 1000, 2000, 5000];
/** The menus of on/off flags: the editor field each sets, also the i18n group of its labels. */
const FLAG_MENUS: readonly { field: 'layers' | 'quotes'; icon: LucideIcon; flags: readonly string[] }[] = [
  { field: 'layers', icon: Layers, flags: LAYERS },
  { field: 'quotes', icon: Ruler, flags: QUOTES },
];

/**
 * The shared tool strip, but on a phone one row that scrolls sideways: wrapped, its thirteen controls
 * took three rows of a 390 px screen above the plan. Every control stays in the tab order; the
 * browser scrolls the one focused into view.
 */
const toolbarCss: SystemStyleObject = {
  ...editorToolbar,
  flexWrap: { base: 'nowrap', md: 'wrap' },
  overflowX: { base: 'auto', md: 'visible' },
  scrollbarWidth: 'thin',
  '& > *': { flexShrink: 0 },
};

/**
 * Scrolls the strip's item that holds `target` wholly into view: Chromium scrolls a focused control
 * in only when it is wholly hidden, and leaves one cut at the strip's edge as it is.
 */
function reveal(strip: HTMLElement, target: Node) {
  const item = [...strip.children].find((child) => child.contains(target));
  item?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

interface Props {
  tool: PlanTool;
  editor: DrawingEditorState;
  onTool(tool: PlanTool): void;
  onRoomShape(): void;
  onZoom(factor: number): void;
  onFit(): void;
  onEditor(change: Partial<DrawingEditorState>): void;
}

/** The plan's toolbar: tools, room shape, zoom, layers, dimension quotes, snap, collision, scale, 3D. */
export function PlanToolbar({ tool, editor, onTool, onRoomShape, onZoom, onFit, onEditor }: Props) {
  const { t } = useTranslation('plan2d');
  const lengths = useLengths();
  const tools: { value: PlanTool; label: string; icon: React.ReactNode }[] = [
    { value: 'select', label: t('tool.select'), icon: <MousePointer2 /> },
    { value: 'area', label: t('tool.area'), icon: <BoxSelect /> },
    { value: 'draw', label: t('tool.draw'), icon: <PenLine /> },
  ];
  return (
    <HStack
      css={toolbarCss}
      gap="2"
      role="toolbar"
      aria-label={t('tool.label')}
      onFocus={(e) => reveal(e.currentTarget, e.target)}
    >
      <ButtonGroup size="xs" variant="outline" attached>
        {tools.map((x) => (
          <Button
            key={x.value}
            aria-pressed={tool === x.value}
            variant={tool === x.value ? 'solid' : 'outline'}
            onClick={() => onTool(x.value)}
            aria-label={x.label}
          >
            {x.icon}
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              {x.label}
            </Box>
          </Button>
        ))}
      </ButtonGroup>
      <Button size="xs" variant="outline" onClick={onRoomShape}>
        <LayoutTemplate />
        {t('tool.room')}
      </Button>
      <ButtonGroup size="xs" variant="ghost" attached>
        <IconButton aria-label={t('zoom.out')} title={t('zoom.out')} onClick={() => onZoom(1 / 1.25)}>
          <ZoomOut />
        </IconButton>
        <IconButton aria-label={t('zoom.in')} title={t('zoom.in')} onClick={() => onZoom(1.25)}>
          <ZoomIn />
        </IconButton>
        <IconButton aria-label={t('zoom.fit')} title={t('zoom.fit')} onClick={onFit}>
          <Maximize />
        </IconButton>
      </ButtonGroup>
      {FLAG_MENUS.map(({ field, icon: Icon, flags }) => (
        <FlagsMenu
          key={field}
          icon={<Icon />}
          labels={t(field, { returnObjects: true })}
          flags={flags}
          state={editor[field]}
          onChange={(state) => onEditor({ [field]: state })}
        />
      ))}
      <LabelledSwitch label={t('snap')} checked={editor.snap} onChange={(snap) => onEditor({ snap })} />
      <LabelledSwitch
        label={t('collision')}
        checked={editor.collision}
        onChange={(collision) => onEditor({ collision })}
      />
      <NativeSelect.Root size="xs" width="auto" variant="subtle">
        <NativeSelect.Field
          aria-label={t('scale')}
          value={editor.scale}
          onChange={(e) => onEditor({ scale: Number(e.currentTarget.value) })}
        >
          {(SCALES.includes(editor.scale) ? SCALES : [...SCALES, editor.scale]).map((s) => (
            <option key={s} value={s}>
              {t('scaleValue', { value: lengths.format(s) })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <LinkButton to="/configurator3d" {...room3dLinkIntent} size="xs" variant="solid" ms="auto">
        <Box3D />
        {t('view3d')}
      </LinkButton>
    </HStack>
  );
}

/** A toolbar menu of on/off flags (the layers shown, the measures drawn): it stays open while ticking. */
function FlagsMenu({
  icon,
  labels,
  flags,
  state,
  onChange,
}: {
  icon: ReactNode;
  /** The menu's label (`label`) and each flag's, by the flag. */
  labels: Record<string, string>;
  flags: readonly string[];
  state: Record<string, boolean>;
  onChange(state: Record<string, boolean>): void;
}) {
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline">
          {icon}
          {labels.label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {flags.map((flag) => (
              <Menu.CheckboxItem
                key={flag}
                value={flag}
                checked={state[flag] ?? false}
                onCheckedChange={(checked) => onChange({ ...state, [flag]: checked })}
              >
                <Menu.ItemIndicator />
                {labels[flag]}
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
