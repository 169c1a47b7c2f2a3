import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { computeAreas, sectionsOf, type ClosetModel } from '../../../core/closet';

/** Drawn thickness of the carcass and divider panels, and the plinth under a floor closet (mm). */
const PANEL = 18;
const PLINTH = 80;

export interface ClosetElevationProps {
  model: ClosetModel;
  /** The selected section (1-based) or null. */
  selected: number | null;
  onSelect(section: number): void;
  carcassColor: string;
  doorColor: string;
}

/**
 * The closet seen from the front as it will be built from its save data: carcass, dividers,
 * shelves, drawers, hanging rails, and its doors drawn see-through so the interior shows. Each
 * section is a button (click, Enter or Space selects it).
 */
export function ClosetElevation({
  model,
  selected,
  onSelect,
  carcassColor,
  doorColor,
}: ClosetElevationProps) {
  const { t } = useTranslation('closet');
  const { width, height } = model.structure;
  const total = height + PANEL * 2 + PLINTH;
  // SVG y runs down: the inside's y (from its bottom) is drawn at total - PLINTH - PANEL - y.
  const floor = total - PLINTH - PANEL;
  const sections = sectionsOf(model.structure, model.dividers);
  const areas = computeAreas(model);
  const inner = (x: number, w: number) => ({ x: x + PANEL / 2, w: w - PANEL });
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
        viewBox={`-40 -40 ${width + 80} ${total + 80}`}
        width="100%"
        style={{ maxHeight: '70vh', display: 'block' }}
      >
        <defs>
          <linearGradient id="closet-door" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor={doorColor} stopOpacity="0.55" />
            <stop offset="1" stopColor={doorColor} stopOpacity="0.35" />
          </linearGradient>
        </defs>
        {/* floor line and plinth */}
        <line
          x1={-40}
          x2={width + 40}
          y1={total}
          y2={total}
          stroke="currentColor"
          strokeOpacity="0.4"
          strokeWidth="6"
        />
        <rect
          x={30}
          y={total - PLINTH}
          width={width - 60}
          height={PLINTH}
          fill={carcassColor}
          stroke="#555"
          strokeWidth="3"
          filter="brightness(0.8)"
        />
        {/* carcass: back (the inside), sides, top and bottom */}
        <rect
          x={0}
          y={0}
          width={width}
          height={total - PLINTH}
          fill={carcassColor}
          stroke="#444"
          strokeWidth="4"
        />
        <rect
          x={PANEL}
          y={PANEL}
          width={width - 2 * PANEL}
          height={height}
          fill={carcassColor}
          stroke="#666"
          strokeWidth="2"
          filter="brightness(0.88)"
        />
        {sections.map((s) => {
          const { x, w } = inner(s.x, s.width);
          const on = selected === s.index;
          return (
            <g key={`s${s.index}`}>
              {model.shelves
                .filter((sh) => sh.section === s.index)
                .map((sh, i) => (
                  <rect
                    key={`sh${i}`}
                    x={x}
                    y={floor - sh.y - sh.thickness}
                    width={w}
                    height={sh.thickness}
                    fill={carcassColor}
                    stroke="#555"
                    strokeWidth="2"
                  />
                ))}
              {model.items
                .filter((it) => it.section === s.index)
                .map((it, i) => {
                  const top = floor - it.y - it.height;
                  if (it.type === 'rail') {
                    return (
                      <g key={`it${i}`}>
                        <rect
                          x={x + 10}
                          y={top + it.height / 2 - 12}
                          width={w - 20}
                          height={24}
                          rx={12}
                          fill="#b8bcc2"
                          stroke="#6b7078"
                          strokeWidth="3"
                        />
                        {[0.2, 0.35, 0.5, 0.65, 0.8].map((f) => (
                          <path
                            key={f}
                            d={`M ${x + w * f} ${top + it.height / 2} l -60 90 h 120 z`}
                            fill="none"
                            stroke="#8a8f96"
                            strokeWidth="5"
                          />
                        ))}
                      </g>
                    );
                  }
                  return (
                    <g key={`it${i}`}>
                      <rect
                        x={x + 4}
                        y={top + 4}
                        width={w - 8}
                        height={it.height - 8}
                        rx={6}
                        fill={carcassColor}
                        stroke="#444"
                        strokeWidth="3"
                        filter="brightness(0.96)"
                      />
                      <rect
                        x={x + w / 2 - 60}
                        y={top + it.height / 2 - 6}
                        width={120}
                        height={12}
                        rx={6}
                        fill="#6b7078"
                      />
                    </g>
                  );
                })}
              <rect
                role="button"
                tabIndex={0}
                aria-pressed={on}
                aria-label={t('model.sectionButton', { n: s.index, width: s.width })}
                data-section={s.index}
                x={x}
                y={PANEL}
                width={w}
                height={height}
                fill={on ? '#3b82f6' : 'transparent'}
                fillOpacity={on ? 0.16 : 0}
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
            </g>
          );
        })}
        {model.dividers.map((d) => (
          <rect
            key={`d${d}`}
            x={d - PANEL / 2}
            y={PANEL}
            width={PANEL}
            height={height}
            fill={carcassColor}
            stroke="#444"
            strokeWidth="3"
          />
        ))}
        {/* doors over their areas, see-through */}
        {model.frontals.map((f) => {
          const area = areas.find((a) => a.from === f.from && a.to === f.to);
          if (!area) return null;
          const leaf = area.width / f.panels;
          return Array.from({ length: f.panels }, (_, i) => {
            const overlap = f.type === 'sliding' ? 30 : 0;
            const lx = area.x + i * leaf + 4 - (i > 0 ? overlap : 0);
            const knobX =
              f.type === 'hinged'
                ? f.panels === 2
                  ? i === 0
                    ? lx + leaf - 60
                    : lx + 40
                  : lx + leaf - 60
                : lx + 40;
            return (
              <g key={`f${f.from}-${i}`} pointerEvents="none" data-testid="closet-door">
                <rect
                  x={lx}
                  y={6}
                  width={leaf - 8 + overlap}
                  height={height + PANEL * 2 - 12}
                  fill="url(#closet-door)"
                  stroke="#333"
                  strokeWidth="4"
                  rx={4}
                />
                {f.type === 'hinged' ? (
                  <rect
                    x={knobX}
                    y={PANEL + height / 2 - 160}
                    width={16}
                    height={320}
                    rx={8}
                    fill="#4a4f57"
                  />
                ) : (
                  <rect x={knobX - 20} y={PANEL} width={10} height={height} fill="#7b8088" />
                )}
              </g>
            );
          });
        })}
      </svg>
    </Box>
  );
}
