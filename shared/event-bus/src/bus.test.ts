import type { AppEvent } from '@tdx/contracts';

type Bus = typeof import('./bus');

async function freshBus(): Promise<Bus> {
  let bus: Bus | undefined;
  await jest.isolateModulesAsync(async () => {
    bus = await import('./bus');
  });
  return bus!;
}

const MARKER = Symbol.for('tdx.event-bus.instance');

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[MARKER];
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('event bus', () => {
  it('delivers every event to events$ and only matching ones to on(type)', async () => {
    const bus = await freshBus();
    const all: AppEvent[] = [];
    const logins: string[] = [];
    bus.events$.subscribe((event) => all.push(event));
    bus.on('login-successful').subscribe((event) => logins.push(event.user.username));

    bus.emit({ type: 'login-waiting', username: 'alice' });
    bus.emit({ type: 'login-successful', user: { username: 'alice', scope: [] } });
    expect(all.map((event) => event.type)).toEqual(['login-waiting', 'login-successful']);
    expect(logins).toEqual(['alice']);
  });

  it('filters broadcasts by name, unnamed ones under "broadcast"', async () => {
    const bus = await freshBus();
    const named: string[] = [];
    const unnamed: string[] = [];
    bus.onBroadcast('nft-sell').subscribe((event) => named.push(event.type));
    bus.onBroadcast().subscribe((event) => unnamed.push(event.type));

    bus.emit({ kind: 'broadcast', type: 'nft-sell-waiting', name: 'nft-sell', phase: 'waiting' });
    bus.emit({ kind: 'broadcast', type: 'broadcast-done', name: 'broadcast', phase: 'done' });
    bus.emit({ type: 'login-waiting', username: 'bob' });
    expect(named).toEqual(['nft-sell-waiting']);
    expect(unnamed).toEqual(['broadcast-done']);
  });

  it('turns notify() into a notify event', async () => {
    const bus = await freshBus();
    const seen: AppEvent[] = [];
    bus.on('notify').subscribe((event) => seen.push(event));
    bus.notify({ title: 'Error', description: 'boom', variant: 'error' });
    expect(seen).toEqual([{ type: 'notify', title: 'Error', description: 'boom', variant: 'error' }]);
  });

  it('warns when a second copy loads, and not for the first', async () => {
    await freshBus();
    expect(console.warn).not.toHaveBeenCalled();
    await freshBus();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('loaded twice'));
  });
});
