import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useColorMode } from './colorMode';

/** Switches light and dark mode; the choice is persisted by next-themes. */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const { colorMode, toggle } = useColorMode();
  const label = colorMode === 'dark' ? t('settings.toLight') : t('settings.toDark');
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      colorPalette="secondary"
      size="sm"
      onClick={toggle}
      data-testid="color-mode-toggle"
      data-mode={colorMode}
    >
      {colorMode === 'dark' ? <Sun /> : <Moon />}
    </IconButton>
  );
}
