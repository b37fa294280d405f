import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { events$, notify } from '@tdx/event-bus';
import type { AppEvent } from '@tdx/contracts';
import { ToastHost } from './toast-host';

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
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['toast 2', 'toast 3', 'toast 4', 'toast 5', 'toast 6']);
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
});
