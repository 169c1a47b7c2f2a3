import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DividerHandles } from './DividerHandles';
import { closetParts, sectionsOf, type ClosetModel, type ClosetPanel } from '../../../core/closet';

export interface ClosetElevationProps {
  model: ClosetModel;
  /** The selected section (1-based) or null. */
  selected: number | null;
  onSelect(section: number): void;
  carcassColor: string;
  doorColor: string;
  /** Sections at fault (a refused change's rule), with the text saying why: marked in red. */
  faults?: ReadonlyMap<number, string>;
  /** Moves divider `index` (0-based) to `x` mm: dragged or with the arrow keys. */
  onMoveDivider?(index: number, x: number): void;
}

/** Drawing order, back to front, and how each kind of panel looks from the front. */
const ORDER: ClosetPanel['kind'][] = [
  'back',
  'plinth',
  'side',
  'bottom',
  'top',
  'divider',
  'shelf',
  'drawer-front',
  'door',
  'sliding-door',
];

/**
 * The closet seen from the front as it will be built: core's parts (closetParts, the same list the
 * BOM is made of) projected on the front, doors drawn see-through so the interior shows. Each
 * section is a button (click, Enter or Space selects it).
 */
export function ClosetElevation({
  model,
  selected,
  onSelect,
  carcassColor,
  doorColor,
  faults,
  onMoveDivider,
}: ClosetElevationProps) {
  const { t } = useTranslation('closet');
  const { width, height } = model.structure;
  const parts = useMemo(() => closetParts(model), [model]);
  const flip = (y: number, h: number) => height - y - h;
  /** A part's rectangle in the drawing, whose y runs down from the closet's top. */
  const drawn = (p: ClosetPanel) => ({ x: p.x, y: flip(p.y, p.height), width: p.width, height: p.height });
  const panels = [...parts.panels].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  const bottom = parts.panels.find((p) => p.kind === 'bottom');
  const top = parts.panels.find((p) => p.kind === 'top');
  const insideFrom = bottom ? bottom.y + bottom.height : 0;
  const insideTo = top ? top.y : height;
  const sections = sectionsOf(model.structure, model.dividers);
  const clear = sections.map((s, i) => {
    const x = parts.panels
      .filter((p) => (p.kind === 'side' || p.kind === 'divider') && p.x + p.width <= s.x + s.width / 2)
      .reduce((a, p) => Math.max(a, p.x + p.width), 0);
    return { index: s.index, width: s.width, x, w: parts.clearWidths[i] ?? 0 };
  });
  return (
    <Box
      as="figure"
      role="group"
      aria-label={t('model.label')}
      w="full"
      bg="bg.muted"
      rounded="l2"
      p={{ base: '2', md: '4' }}
      data-testid="closet-model"
    >
      <svg
        viewBox={`-60 -60 ${width + 120} ${height + 100}`}
        width="100%"
        style={{ maxHeight: '70vh', display: 'block' }}
      >
        <line
          x1={-60}
          x2={width + 60}
          y1={height}
          y2={height}
          stroke="currentColor"
          strokeOpacity="0.4"
          strokeWidth="6"
        />
        {panels.map((p, i) => {
          const box = drawn(p);
          if (p.kind === 'door' || p.kind === 'sliding-door') {
            return (
              <g key={i} pointerEvents="none" data-testid="closet-door">
                <rect {...box} fill={doorColor} fillOpacity={0.62} stroke="#2d2f33" strokeWidth="10" rx={4} />
                {p.kind === 'sliding-door' && (
                  // The integrated profile at both edges of a sliding panel.
                  <>
                    <rect x={p.x} y={box.y} width={22} height={p.height} fill="#7b8088" />
                    <rect x={p.x + p.width - 22} y={box.y} width={22} height={p.height} fill="#7b8088" />
                  </>
                )}
              </g>
            );
          }
          const shade =
            p.kind === 'back' ? 0.86 : p.kind === 'plinth' ? 0.7 : p.kind === 'drawer-front' ? 0.97 : 1;
          return (
            <rect
              key={i}
              {...box}
              fill={carcassColor}
              style={{ filter: `brightness(${shade})` }}
              stroke="#555"
              strokeWidth={p.kind === 'back' ? 1 : 2.5}
              rx={p.kind === 'drawer-front' ? 5 : 0}
            />
          );
        })}
        {parts.fittings.map((f, i) => {
          if (f.kind === 'rail' && f.box) {
            const cy = flip(f.box.y, f.box.height) + f.box.height / 2;
            return (
              <g key={`r${i}`} pointerEvents="none">
                <rect
                  x={f.box.x + 10}
                  y={cy - 12}
                  width={f.box.width - 20}
                  height={24}
                  rx={12}
                  fill="#b8bcc2"
                  stroke="#6b7078"
                  strokeWidth="3"
                />
                {[0.2, 0.35, 0.5, 0.65, 0.8].map((k) => (
                  <path
                    key={k}
                    d={`M ${f.box!.x + f.box!.width * k} ${cy} l -60 90 h 120 z`}
                    fill="none"
                    stroke="#8a8f96"
                    strokeWidth="5"
                  />
                ))}
              </g>
            );
          }
          return null;
        })}
        {/* handles: drawer fronts without doors, and the leaves of hinged doors */}
        {parts.panels
          .filter((p) => p.kind === 'drawer-front' && p.edges === 4)
          .map((p, i) => (
            <rect
              key={`h${i}`}
              pointerEvents="none"
              x={p.x + p.width / 2 - 60}
              y={flip(p.y, p.height) + p.height / 2 - 6}
              width={120}
              height={12}
              rx={6}
              fill="#5b6068"
            />
          ))}
        {parts.panels
          .filter((p) => p.kind === 'door')
          .map((p, i, doors) => {
            const next = doors[i + 1];
            const pairedRight = next && Math.abs(next.x - (p.x + p.width)) < 10 && next.section === p.section;
            const x = pairedRight ? p.x + p.width - 50 : p.x + 34;
            return (
              <rect
                key={`k${i}`}
                pointerEvents="none"
                x={x}
                y={flip(p.y, p.height) + p.height / 2 - 160}
                width={16}
                height={320}
                rx={8}
                fill="#4a4f57"
              />
            );
          })}
        {clear.map((s) => {
          const on = selected === s.index;
          return (
            <rect
              key={`s${s.index}`}
              role="button"
              tabIndex={0}
              aria-pressed={on}
              aria-label={t('model.sectionButton', { n: s.index, width: s.width })}
              data-section={s.index}
              x={s.x}
              y={flip(insideFrom, insideTo - insideFrom)}
              width={s.w}
              height={insideTo - insideFrom}
              fill={on ? '#3b82f6' : 'transparent'}
              fillOpacity={on ? 0.18 : 0}
              stroke={on ? '#2563eb' : 'none'}
              strokeWidth="10"
              style={{ cursor: 'pointer', outline: 'none' }}
              onClick={() => onSelect(s.index)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onSelect(s.index);
                }
              }}
            />
          );
        })}
        {clear.map((s) => {
          const why = faults?.get(s.index);
          if (!why) return null;
          const label = t('faults.marked', { section: s.index, text: why });
          return (
            <rect
              key={`f${s.index}`}
              role="img"
              aria-label={label}
              data-testid="closet-fault"
              data-section={s.index}
              pointerEvents="none"
              x={s.x}
              y={flip(insideFrom, insideTo - insideFrom)}
              width={s.w}
              height={insideTo - insideFrom}
              fill="#dc2626"
              fillOpacity={0.14}
              stroke="#dc2626"
              strokeWidth="14"
              strokeDasharray="60 30"
            >
              <title>{label}</title>
            </rect>
          );
        })}
        {onMoveDivider && (
          <DividerHandles
            dividers={model.dividers}
            width={width}
            top={flip(insideFrom, insideTo - insideFrom)}
            height={insideTo - insideFrom}
            onMove={onMoveDivider}
          />
        )}
      </svg>
    </Box>
  );
}
