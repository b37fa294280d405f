import { render, screen, within } from '@testing-library/react';
import { BatchProgress, type BatchStep } from './batch-progress';

const step = (n: number, status: BatchStep['status'], error?: string): BatchStep => ({ label: `Transaction ${n}`, status, error });

describe('BatchProgress', () => {
  it('shows n of m sent on a determinate progress bar named after the batch', () => {
    render(<BatchProgress label="Airdrop of BEE" steps={[step(1, 'confirmed'), step(2, 'confirmed'), step(3, 'signing'), step(4, 'waiting')]} />);
    const bar = screen.getByRole('progressbar', { name: 'Airdrop of BEE' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 4 sent');
    expect(screen.getByRole('group', { name: 'Airdrop of BEE' })).toBeInTheDocument();
  });

  it('lists every step with its status', () => {
    render(<BatchProgress label="Airdrop" steps={[step(1, 'confirmed'), step(2, 'confirming'), step(3, 'signing'), step(4, 'waiting')]} />);
    const items = within(screen.getByRole('list', { name: 'Airdrop: steps' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Transaction 1: Confirmed',
      'Transaction 2: Confirming',
      'Transaction 3: Waiting for Keychain',
      'Transaction 4: Waiting',
    ]);
  });

  it('announces the count and the step in progress in a live region, as they change', () => {
    const { rerender } = render(<BatchProgress label="Airdrop" steps={[step(1, 'signing'), step(2, 'waiting')]} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('0 of 2 sent. Transaction 1: Waiting for Keychain');
    rerender(<BatchProgress label="Airdrop" steps={[step(1, 'confirmed'), step(2, 'confirming')]} />);
    expect(status).toHaveTextContent('1 of 2 sent. Transaction 2: Confirming');
    rerender(<BatchProgress label="Airdrop" steps={[step(1, 'confirmed'), step(2, 'confirmed')]} />);
    expect(status).toHaveTextContent(/^2 of 2 sent$/);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });

  it('shows a failed step with the chain error as text', () => {
    const error = '<img src=x onerror=alert(1)> symbol does not exist';
    render(<BatchProgress label="Airdrop" steps={[step(1, 'confirmed'), step(2, 'failed', error), step(3, 'waiting')]} />);
    expect(screen.getByRole('status')).toHaveTextContent(`1 of 3 sent. 1 failed. Transaction 2: Failed (${error})`);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(`Transaction 2: Failed (${error})`);
    expect(document.querySelector('img')).toBeNull();
  });

  it('copes with an empty batch', () => {
    render(<BatchProgress label="Airdrop" steps={[]} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('status')).toHaveTextContent('0 of 0 sent');
  });
});
