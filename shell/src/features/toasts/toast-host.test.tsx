import { act, render, screen } from '@testing-library/react';
import { notify } from '@tdx/event-bus';
import { ToastHost } from './toast-host';

describe('ToastHost', () => {
  it('shows a toast asked for before its first render (during start-up)', async () => {
    notify({ description: 'Your session has expired. Please log in again.', variant: 'warning' });
    render(<ToastHost />);
    await expect(screen.findByRole('alert', {}, { timeout: 10_000 })).resolves.toHaveTextContent('Your session has expired.');
  });

  it('loads the toaster on the first toast and shows title and description as text, outside the app root', async () => {
    const { container } = render(<ToastHost />);
    expect(document.getElementById('toasts')).toBeNull();
    act(() => notify({ title: 'Error', description: '<b>server said no</b>', variant: 'error' }));
    // The toaster's first load compiles MUI's modules: seconds on a busy 2-core machine, not the default 1 s.
    const toast = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('<b>server said no</b>');
    expect(toast.querySelector('b')).toBeNull();
    expect(container.contains(toast)).toBe(false);
    expect(document.getElementById('toasts')?.contains(toast)).toBe(true);
  });
});
