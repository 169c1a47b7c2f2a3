import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useColorMode } from '../../ui/colorMode';

// The glows are painted once into a small canvas that the browser scales up: a smooth gradient loses
// nothing at 1/8 resolution, and a scaled bitmap costs the compositor almost nothing, whereas full-size
// CSS gradients are rasterised per pixel (seconds under software GL on CI machines and kiosks).
const WIDTH = 160;
const HEIGHT = 100;

function cssColor(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'transparent';
}

/** The same colour fully transparent: fading to 'transparent' (black) would leave grey fringes. */
export function transparentOf(color: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return 'rgba(255, 255, 255, 0)';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, 0)`;
}

function glow(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  radius: number,
  color: string,
  alpha: number,
) {
  const gradient = context.createRadialGradient(x, y, 0, x, y, radius);
  context.globalAlpha = alpha;
  gradient.addColorStop(0, color);
  gradient.addColorStop(1, transparentOf(color));
  context.fillStyle = gradient;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.globalAlpha = 1;
}

/** Paints the home glows in the brand colours of the current theme (customers' included). */
export function paintBackdrop(canvas: HTMLCanvasElement, dark: boolean): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, WIDTH, HEIGHT);
  glow(
    context,
    WIDTH * 0.12,
    -HEIGHT * 0.1,
    WIDTH * 0.6,
    cssColor(dark ? '--chakra-colors-brand-700' : '--chakra-colors-brand-300'),
    dark ? 0.5 : 0.45,
  );
  glow(
    context,
    WIDTH,
    HEIGHT * 0.2,
    WIDTH * 0.5,
    cssColor(dark ? '--chakra-colors-brand-900' : '--chakra-colors-brand-100'),
    dark ? 0.6 : 0.8,
  );
  glow(
    context,
    WIDTH * 0.5,
    HEIGHT * 1.15,
    WIDTH * 0.5,
    cssColor(dark ? '--chakra-colors-gray-800' : '--chakra-colors-gray-200'),
    0.6,
  );
}

/** The home screen's special background (spec 2): warm brand glows over the page colour. */
export function HomeBackdrop() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { colorMode } = useColorMode();
  useEffect(() => {
    if (canvas.current) paintBackdrop(canvas.current, colorMode === 'dark');
  }, [colorMode]);
  return (
    <Box
      asChild
      position="absolute"
      inset="0"
      width="100%"
      height="100%"
      pointerEvents="none"
      zIndex="0"
      aria-hidden="true"
    >
      <canvas ref={canvas} width={WIDTH} height={HEIGHT} data-testid="home-backdrop" />
    </Box>
  );
}
