import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { events$, notify } from '@tdx/event-bus';
import type { AppEvent } from '@tdx/contracts';
import { ToastHost } from './toast-host';
import * as styles from './toaster.css';

async function renderWithToasts(count: number, persistent = false) {
  render(<ToastHost />);
  act(() => {
    for (let n = 1; n <= count; n += 1) notify({ description: `toast ${n}`, variant: 'info', ...(persistent ? { duration: 0 } : {}) });
  });
  await screen.findByText(`toast ${count}`, {}, { timeout: 5000 });
}

describe('Toaster', () => {
  it('shows toasts in order and drops the oldest when a sixth arrives', async () => {
    await renderWithToasts(6);
    await waitFor(() => expect(screen.queryByText('toast 1')).toBeNull());
    expect(screen.getAllByRole('alert').map((toast) => within(toast).getByText(/^toast \d$/).textContent)).toEqual(['toast 2', 'toast 3', 'toast 4', 'toast 5', 'toast 6']);
  });

  it('drops the oldest even when every toast is persistent', async () => {
    await renderWithToasts(6, true);
    await waitFor(() => expect(screen.queryByText('toast 1')).toBeNull());
    expect(screen.getAllByRole('alert')).toHaveLength(5);
  });

  it('hides a toast after its own duration while a default one (5000 ms) stays', async () => {
    render(<ToastHost />);
    act(() => notify({ description: 'short', variant: 'info', duration: 300 }));
    act(() => notify({ description: 'default', variant: 'info' }));
    await screen.findByText('short', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText('short')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('default')).toBeInTheDocument();
  });

  it.each([
    ['a click on the toast', () => fireEvent.click(screen.getByText('open me'))],
    ['its Open button', () => fireEvent.click(screen.getByRole('button', { name: 'Open' }))],
  ])('runs a clickable toast through %s, emitting its event once and closing it', async (_how, press) => {
    const seen: AppEvent[] = [];
    const subscription = events$.subscribe((event) => seen.push(event));
    render(<ToastHost />);
    act(() => notify({ description: 'open me', variant: 'warning', duration: 0, onClickEvent: { type: 'open-modal', name: 'announcement', props: { id: 'a' } } }));
    await screen.findByText('open me', {}, { timeout: 5000 });
    press();
    subscription.unsubscribe();
    expect(seen.filter((event) => event.type === 'open-modal')).toEqual([{ type: 'open-modal', name: 'announcement', props: { id: 'a' } }]);
    await waitFor(() => expect(screen.queryByText('open me')).toBeNull());
  });

  it('gives a persistent toast a Dismiss button that does not run its click action', async () => {
    const seen: AppEvent[] = [];
    const subscription = events$.subscribe((event) => seen.push(event));
    render(<ToastHost />);
    act(() => notify({ description: 'sticky', variant: 'warning', duration: 0, onClickEvent: { type: 'close-modal', name: 'x' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    subscription.unsubscribe();
    await waitFor(() => expect(screen.queryByText('sticky')).toBeNull());
    expect(seen.filter((event) => event.type === 'close-modal')).toEqual([]);
  });

  it('folds the stack into the newest toast on a phone: its "+n more" shows the others, "Fewer" folds them again', async () => {
    await renderWithToasts(3, true);
    const container = () => screen.getByText('toast 3').closest('.notistack-SnackbarContainer');
    await waitFor(() => expect(container()).toHaveClass(styles.folded));
    const toggle = screen.getByRole('button', { name: '+2 more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('toast 3').closest('[role="alert"]')).toContainElement(toggle);

    fireEvent.click(toggle);
    expect(toggle).toHaveTextContent('Fewer');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(container()).not.toHaveClass(styles.folded);

    fireEvent.click(toggle);
    expect(container()).toHaveClass(styles.folded);
  });

  it('moves "+n more" to the next newest when the newest is dismissed, and drops it for a lone toast', async () => {
    await renderWithToasts(2, true);
    const newest = screen.getByText('toast 2').closest<HTMLElement>('[role="alert"]')!;
    await waitFor(() => expect(within(newest).getByRole('button', { name: '+1 more' })).toBeInTheDocument());
    fireEvent.click(within(newest).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('toast 2')).toBeNull());
    expect(screen.queryByRole('button', { name: /more$/ })).toBeNull();
    expect(screen.getByText('toast 1').closest('.notistack-SnackbarContainer')).not.toHaveClass(styles.folded);
  });
});
