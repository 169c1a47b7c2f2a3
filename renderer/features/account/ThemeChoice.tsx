import { Button, Group } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorMode, type ColorMode } from '../../ui/colorMode';

/**
 * The settings' theme: Light and Dark side by side, the current one pressed. The header's icon
 * toggle beside the current mode's name read as a sun next to 'Dark': neither the choice nor what a
 * click does was plain.
 */
export function ThemeChoice({ label }: { label: string }) {
  const { t } = useTranslation('account');
  const { colorMode, setColorMode } = useColorMode();
  const option = (mode: ColorMode, icon: ReactNode) => (
    <Button
      size="sm"
      variant={colorMode === mode ? 'subtle' : 'outline'}
      colorPalette={colorMode === mode ? 'brand' : 'gray'}
      aria-pressed={colorMode === mode}
      onClick={() => setColorMode(mode)}
      data-testid={`theme-${mode}`}
    >
      {icon}
      {t(mode === 'dark' ? 'settings.dark' : 'settings.light')}
    </Button>
  );
  return (
    <Group attached role="group" aria-label={label}>
      {option('light', <Sun />)}
      {option('dark', <Moon />)}
    </Group>
  );
}
