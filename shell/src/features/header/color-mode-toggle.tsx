import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import { IconButton, setColorModePreference, useColorModePreference, type ColorModePreference } from '@tdx/ui';

const NEXT: Record<ColorModePreference, ColorModePreference> = { system: 'light', light: 'dark', dark: 'system' };
const LABEL: Record<ColorModePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const ICON = { system: SettingsBrightnessOutlined, light: LightModeOutlined, dark: DarkModeOutlined };

/** Cycles the colour mode preference: system → light → dark. */
export function ColorModeToggle() {
  const preference = useColorModePreference();
  const Icon = ICON[preference];
  return (
    <IconButton
      color="inherit"
      aria-label={`Colour mode: ${LABEL[preference]} (switch to ${LABEL[NEXT[preference]]})`}
      onClick={() => setColorModePreference(NEXT[preference])}
    >
      <Icon fontSize="small" />
    </IconButton>
  );
}
