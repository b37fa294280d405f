import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ColorMode } from '../theme/color-mode';
import { themeFor } from '../theme/theme';
import { colorsOf } from '../theme/theme-colors';
import { AreaError, AreaNotBuilt } from './area-error';

/** A translucent colour painted over an opaque one. */
function over(background: string, tint: string): string {
  const below = decomposeColor(background).values;
  const { values } = decomposeColor(tint);
  const opacity = values[3] ?? 1;
  const mixed = [0, 1, 2].map((channel) => Math.round(below[channel] * (1 - opacity) + values[channel] * opacity));
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

function renderError(onRetry?: () => void) {
  return render(<AreaError area="Wallet" message="The wallet could not be loaded." onRetry={onRetry} />);
}

describe('AreaError', () => {
  it('is an alert with a default title and the message', () => {
    renderError();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Wallet is unavailable');
    expect(alert).toHaveTextContent('The wallet could not be loaded.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Retry as a native, focusable button', () => {
    const onRetry = jest.fn();
    renderError(onRetry);
    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    expect(retry).toHaveFocus();
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('draws its title and Retry in the error ink of the colour mode', () => {
    renderError(jest.fn());
    for (const element of [screen.getByText('Wallet is unavailable'), screen.getByRole('button', { name: 'Retry' })]) {
      expect(getComputedStyle(element).color).toBe('var(--tdx-errorInk)');
    }
  });

  it.each<ColorMode>(['light', 'dark'])('has an error ink with AA contrast on the %s paper and on its tinted fill', (mode) => {
    const theme = themeFor(mode);
    const paper = theme.palette.background.paper;
    const { errorInk, errorTint } = colorsOf(theme);
    expect(getContrastRatio(errorInk, paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(errorInk, over(paper, errorTint))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('AreaNotBuilt', () => {
  it('says honestly that the area is not built yet', () => {
    render(<AreaNotBuilt area="Bridge" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bridge is not available yet');
  });
});
