import { on } from '@tdx/event-bus';
import { refreshOnReconnect } from './refresh-on-reconnect';

describe('refreshOnReconnect', () => {
  it('asks every area to read all its data again when the connection comes back', () => {
    const events: unknown[] = [];
    const subscription = on('data-changed').subscribe((event) => events.push(event.keys));
    refreshOnReconnect();
    window.dispatchEvent(new Event('offline'));
    expect(events).toEqual([]);
    window.dispatchEvent(new Event('online'));
    expect(events).toEqual([[[]]]);
    subscription.unsubscribe();
  });
});
