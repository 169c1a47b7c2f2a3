import { Box, HStack, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Drawing } from '../../../core/layout/drawing';
import { legibleScale, MAX_ZOOM, ZOOM_STEP } from './viewerScale';

export interface DrawingViewerProps {
  drawing: Drawing;
  /** The drawing as SVG (core/layout drawingToSvg), in millimetres. */
  svg: string;
}

/**
 * One dimension drawing on screen: drawn at the width of its box, but never smaller than keeps its
 * measures legible (their text at least 11 px high, viewerScale.ts); zoomed with the buttons,
 * panned by dragging or scrolling. The PDF and the SVG files keep their own scale.
 */
export function DrawingViewer({ drawing, svg }: DrawingViewerProps) {
  const { t } = useTranslation('layout');
  const box = useRef<HTMLDivElement>(null);
  // Measured on the outer box, whose width never depends on the drawing: the scrolling box's own
  // width changes as its scrollbars come and go with the scale, which would resize it in a loop.
  const outer = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [zoom, setZoom] = useState(1);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const element = outer.current;
    if (!element) return;
    // The vertical scrollbar's room is kept (scrollbar-gutter), so the drawing fits beside it.
    const measure = () =>
      setBoxWidth(
        Math.max(
          0,
          element.clientWidth - (box.current ? box.current.offsetWidth - box.current.clientWidth : 0),
        ),
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = legibleScale(drawing, boxWidth) * zoom;
  const zoomBy = (factor: number) => setZoom((z) => Math.min(MAX_ZOOM, Math.max(1, z * factor)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return; // touch scrolls natively
    const element = box.current!;
    drag.current = { x: event.clientX, y: event.clientY, left: element.scrollLeft, top: element.scrollTop };
    element.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    box.current!.scrollLeft = start.left - (event.clientX - start.x);
    box.current!.scrollTop = start.top - (event.clientY - start.y);
  };

  return (
    <Box position="relative" ref={outer}>
      <HStack position="absolute" top="2" right="2" zIndex="1" gap="1">
        <ZoomButton label={t('drawing.zoomIn')} onClick={() => zoomBy(ZOOM_STEP)}>
          <ZoomIn />
        </ZoomButton>
        <ZoomButton label={t('drawing.zoomOut')} onClick={() => zoomBy(1 / ZOOM_STEP)} disabled={zoom <= 1}>
          <ZoomOut />
        </ZoomButton>
        <ZoomButton label={t('drawing.fit')} onClick={() => setZoom(1)}>
          <Maximize />
        </ZoomButton>
      </HStack>
      {/* The paper stays white in the dark theme, as a printed sheet does. */}
      <Box
        ref={box}
        role="img"
        aria-label={drawing.title}
        bg="white"
        rounded="l2"
        overflow="auto"
        maxH="70vh"
        cursor="grab"
        touchAction="pan-x pan-y"
        data-testid="drawing-viewport"
        data-scale={scale.toFixed(4)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        css={{
          scrollbarGutter: 'stable',
          '& svg': {
            width: `${Math.ceil(drawing.width * scale)}px`,
            height: 'auto',
            maxWidth: 'none',
            display: 'block',
          },
        }}
        // The SVG is built by core/layout/drawing.ts, which escapes every text it writes. The box is
        // the image for assistive technology; the SVG inside is hidden from it (announced once).
        dangerouslySetInnerHTML={{ __html: svg.replace(/^<svg /, '<svg aria-hidden="true" ') }}
      />
    </Box>
  );
}

/** A zoom button laid over the sheet's corner: an icon, named for screen readers. */
function ZoomButton({ label, ...props }: { label: string } & Omit<IconButtonProps, 'aria-label'>) {
  return <IconButton size="xs" variant="outline" bg="bg" aria-label={label} {...props} />;
}
