import { Button, setColorModePreference, useColorModePreference, type ColorModePreference } from '@tdx/ui';
import { ColorModeIcon } from './color-mode-icon';

const NEXT: Record<ColorModePreference, ColorModePreference> = { system: 'light', light: 'dark', dark: 'system' };
const LABEL: Record<ColorModePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** Cycles the colour mode preference: system → light → dark. */
export function ColorModeToggle() {
  const preference = useColorModePreference();
  return (
    <Button
      color="inherit"
      sx={{ minWidth: 0, p: 1, borderRadius: '50%' }}
      aria-label={`Colour mode: ${LABEL[preference]} (switch to ${LABEL[NEXT[preference]]})`}
      onClick={() => setColorModePreference(NEXT[preference])}
    >
      <ColorModeIcon preference={preference} />
    </Button>
  );
}
