import { render, screen } from '@testing-library/react';
import type { Broadcast, BroadcastState } from '@tdx/data';
import { ThemeRoot } from '@tdx/ui';
import { ActionDialog } from './action-dialog';

function actionIn(state: BroadcastState): Broadcast {
  return { state, waiting: false, problem: 'message' in state ? state.message : null, run: jest.fn(), reset: jest.fn() };
}

function colorOf(state: BroadcastState): string {
  const { unmount } = render(
    <ThemeRoot>
      <ActionDialog title="Transfer GAMER" onClose={jest.fn()} action={actionIn(state)} submitLabel="Transfer" onSubmit={jest.fn()}>
        <p>form</p>
      </ActionDialog>
    </ThemeRoot>,
  );
  const color = getComputedStyle(screen.getByRole('alert')).color;
  unmount();
  return color;
}

describe('ActionDialog', () => {
  it('shows an unknown outcome in the colour of a failure, not of a transaction still on its way', () => {
    const failed = colorOf({ status: 'failed', message: 'Insufficient balance' });
    const unknown = colorOf({ status: 'unknown', message: 'The outcome of this transaction could not be confirmed' });
    const unconfirmed = colorOf({ status: 'unconfirmed', message: 'Not confirmed yet' });
    expect(failed).not.toBe('');
    expect(unknown).toBe(failed);
    expect(unconfirmed).not.toBe(failed);
  });
});
