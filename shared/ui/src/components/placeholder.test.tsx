import { render, screen } from '@testing-library/react';
import { Placeholder } from './placeholder';

describe('Placeholder', () => {
  it('is hidden from assistive technology when it has no label', () => {
    render(<Placeholder height={40} />);
    expect(screen.getByTestId('placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces what is loading when it stands alone', () => {
    render(<Placeholder height={160} aria-label="Loading open orders" />);
    expect(screen.getByRole('status', { name: 'Loading open orders' })).toBeInTheDocument();
  });

  it('takes the size it is given and the whole line by default', () => {
    render(
      <>
        <Placeholder height={28} width={100} shape="line" />
        <Placeholder height="50%" />
      </>,
    );
    const [line, block] = screen.getAllByTestId('placeholder');
    expect(line).toHaveStyle({ width: '100px', height: '28px', transform: 'scale(1, 0.6)' });
    expect(block).toHaveStyle({ width: '100%', height: '50%' });
  });
});
