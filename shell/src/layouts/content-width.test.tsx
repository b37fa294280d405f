import { render, screen } from '@testing-library/react';
import { contentWidth } from './content-width.css';

describe('contentWidth', () => {
  it('caps the width at the theme breakpoint and centres the content', () => {
    render(<div data-testid="content" className={contentWidth.sm} />);
    const style = getComputedStyle(screen.getByTestId('content'));
    expect(style.maxWidth).toBe('600px');
    expect(style.marginLeft).toBe('auto');
    expect(style.marginRight).toBe('auto');
  });
});
