import { act, render, screen, waitFor } from '@testing-library/react';
import { pushNotification } from '@tdx/event-bus';
import { NotificationHost } from './notification-host';

describe('NotificationHost', () => {
  it('loads the area on the first notification and shows it as text at the top right, 300 px wide', async () => {
    render(<NotificationHost />);
    act(() => pushNotification({ title: 'Synced', text: '<b>3 orders</b>', variant: 'success' }));
    const notification = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(notification).toHaveTextContent('Synced');
    expect(notification).toHaveTextContent('<b>3 orders</b>');
    expect(notification.querySelector('b')).toBeNull();
    const area = notification.parentElement!;
    expect(getComputedStyle(area)).toMatchObject({ position: 'fixed', top: '16px', right: '16px', width: '300px' });
  });

  it('removes a notification after its duration and animation', async () => {
    render(<NotificationHost />);
    act(() => pushNotification({ text: 'brief', variant: 'info', duration: 200, speed: 50 }));
    await screen.findByText('brief', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText('brief')).toBeNull(), { timeout: 2000 });
  });

  it('keeps a default notification for 3000 ms after a 300 ms entrance, then fades it out in 300 ms', async () => {
    jest.useFakeTimers();
    render(<NotificationHost />);
    act(() => pushNotification({ text: 'default', variant: 'info' }));
    await screen.findByText('default');
    await act(async () => jest.advanceTimersByTimeAsync(3250));
    expect(screen.getByText('default')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTimeAsync(100));
    await act(async () => jest.advanceTimersByTimeAsync(300));
    expect(screen.queryByText('default')).toBeNull();
    jest.useRealTimers();
  });
});
