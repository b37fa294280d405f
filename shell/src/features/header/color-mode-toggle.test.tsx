import { fireEvent, render, screen } from '@testing-library/react';
import { setColorModePreference } from '@tdx/ui';
import { ColorModeToggle } from './color-mode-toggle';

const toggle = () => screen.getByRole('button', { name: /^Colour mode:/ });
const shownIcon = () => toggle().querySelector('svg')?.getAttribute('data-icon');

describe('ColorModeToggle', () => {
  beforeEach(() => setColorModePreference('system'));

  it('cycles system → light → dark → system, naming the current and next mode and showing its icon', () => {
    render(<ColorModeToggle />);
    expect(toggle()).toHaveAccessibleName('Colour mode: System (switch to Light)');
    expect(shownIcon()).toBe('system');
    fireEvent.click(toggle());
    expect(toggle()).toHaveAccessibleName('Colour mode: Light (switch to Dark)');
    expect(shownIcon()).toBe('light');
    fireEvent.click(toggle());
    expect(toggle()).toHaveAccessibleName('Colour mode: Dark (switch to System)');
    expect(shownIcon()).toBe('dark');
    fireEvent.click(toggle());
    expect(shownIcon()).toBe('system');
  });

  it('keeps the icon out of the accessibility tree', () => {
    render(<ColorModeToggle />);
    expect(toggle().querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
