import { render, screen } from '@testing-library/react';
import { AppProviders, Box } from '@tdx/ui';
import { contentWidth } from './content-width';

describe('contentWidth', () => {
  it('caps the width at the theme breakpoint and centres the content', () => {
    render(
      <AppProviders>
        <Box data-testid="content" sx={contentWidth('sm')} />
      </AppProviders>,
    );
    const style = getComputedStyle(screen.getByTestId('content'));
    expect(style.maxWidth).toBe('600px');
    expect(style.marginLeft).toBe('auto');
    expect(style.marginRight).toBe('auto');
  });
});
