import { themeFor } from './theme';

describe('themeFor', () => {
  it('builds each mode once, with the brand primary', () => {
    expect(themeFor('dark')).toBe(themeFor('dark'));
    expect(themeFor('dark').palette.mode).toBe('dark');
    expect(themeFor('light').palette.primary.main).toBe('#7c3aed');
  });

  // The build swaps MUI's createTheme/ThemeProvider for their no-CSS-variables versions
  // (shared/config federated-config.ts, leanMuiTheme): valid only while the theme stays classic.
  it.each(['light', 'dark'] as const)('stays a classic theme in %s mode (no CSS variables, no colour schemes)', (mode) => {
    expect(themeFor(mode)).not.toHaveProperty('vars');
    expect(themeFor(mode)).not.toHaveProperty('colorSchemes');
  });
});
