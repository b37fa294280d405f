import { render, screen } from '@testing-library/react';
import { NOTICEABLE_WAIT } from '../theme/noticeable-wait';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is hidden from assistive technology and takes the given size', () => {
    render(<Spinner size={16} />);
    const ring = screen.getByTestId('spinner');
    expect(ring).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(ring).width).toBe('16px');
  });

  it('appears and spins only once the wait is noticeable', () => {
    render(<Spinner />);
    const animations = getComputedStyle(screen.getByTestId('spinner')).animation.split(', ');
    expect(animations).toHaveLength(2);
    // Each animation's second time is its delay.
    for (const animation of animations) expect(animation.match(/\d+(\.\d+)?m?s/g)?.[1]).toBe(NOTICEABLE_WAIT);
  });
});
