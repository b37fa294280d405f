import { render, screen, within } from '@testing-library/react';
import BigNumber from 'bignumber.js';
import { AmountLines } from './amount-lines';

const lines = (available: string, locked: string, unstaking: string) => [
  { label: 'staked', amount: new BigNumber(available) },
  { label: 'locked', amount: new BigNumber(locked) },
  { label: 'unstaking', amount: new BigNumber(unstaking) },
];

describe('AmountLines', () => {
  it('shows each non-zero amount in short on its labelled line, the full amount as its title and for screen readers', () => {
    const { container } = render(<AmountLines lines={lines('420945.3243', '0', '12.5')} precision={4} enabled />);
    expect(container).not.toHaveTextContent('locked');
    const staked = screen.getByTitle('staked 420,945.3243');
    expect(within(staked).getByText('420.9K')).toHaveAttribute('aria-hidden', 'true');
    expect(within(staked).getByText('420,945.3243')).not.toHaveAttribute('aria-hidden');
    const unstaking = screen.getByTitle('unstaking 12.5000');
    expect(within(unstaking).getByText('12.5')).toHaveAttribute('aria-hidden', 'true');
    expect(within(unstaking).getByText('12.5000')).toBeInTheDocument();
  });

  it('writes an amount that is already short once', () => {
    render(<AmountLines lines={lines('5', '0', '0')} precision={0} enabled />);
    expect(screen.getByTitle('staked 5')).toHaveTextContent(/^staked 5$/);
  });

  it('says 0 when the token has the feature but none of it is held, — when it has not', () => {
    const { container, rerender } = render(<AmountLines lines={lines('0', '0', '0')} precision={3} enabled />);
    expect(container).toHaveTextContent(/^0$/);
    rerender(<AmountLines lines={lines('0', '0', '0')} precision={3} enabled={false} />);
    expect(container).toHaveTextContent(/^—$/);
  });
});
