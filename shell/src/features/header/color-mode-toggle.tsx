import { PlainButton, setColorModePreference, useColorModePreference, type ColorModePreference } from '@tdx/ui/base';
import { ColorModeIcon } from './color-mode-icon';

const NEXT: Record<ColorModePreference, ColorModePreference> = { system: 'light', light: 'dark', dark: 'system' };
const LABEL: Record<ColorModePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** Cycles the colour mode preference: system → light → dark. */
export function ColorModeToggle() {
  const preference = useColorModePreference();
  return (
    <PlainButton
      round
      aria-label={`Colour mode: ${LABEL[preference]} (switch to ${LABEL[NEXT[preference]]})`}
      onClick={() => setColorModePreference(NEXT[preference])}
    >
      <ColorModeIcon preference={preference} />
    </PlainButton>
  );
}
