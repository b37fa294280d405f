import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ColorMode } from '../theme/color-mode';
import { themeFor } from '../theme/theme';
import { AreaError, AreaNotBuilt } from './area-error';

function renderIn(mode: ColorMode, onRetry?: () => void) {
  return render(
    <ThemeProvider theme={themeFor(mode)}>
      <AreaError area="Wallet" message="The wallet could not be loaded." onRetry={onRetry} />
    </ThemeProvider>,
  );
}

describe('AreaError', () => {
  it('is an alert with a default title and the message', () => {
    renderIn('light');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Wallet is unavailable');
    expect(alert).toHaveTextContent('The wallet could not be loaded.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Retry as a native, focusable button', () => {
    const onRetry = jest.fn();
    renderIn('light', onRetry);
    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    expect(retry).toHaveFocus();
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each<ColorMode>(['light', 'dark'])('draws its title and Retry with AA contrast on the %s paper', (mode) => {
    renderIn(mode, jest.fn());
    const paper = themeFor(mode).palette.background.paper;
    for (const element of [screen.getByText('Wallet is unavailable'), screen.getByRole('button', { name: 'Retry' })]) {
      expect(getContrastRatio(getComputedStyle(element).color, paper)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('AreaNotBuilt', () => {
  it('says honestly that the area is not built yet', () => {
    render(<AreaNotBuilt area="Bridge" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bridge is not available yet');
  });
});
