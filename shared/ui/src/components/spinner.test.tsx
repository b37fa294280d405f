import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is hidden from assistive technology and takes the given size', () => {
    render(<Spinner size={16} />);
    const ring = screen.getByTestId('spinner');
    expect(ring).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(ring).width).toBe('16px');
  });
});
