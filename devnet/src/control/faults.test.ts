import { FaultRegistry, isFaultMode, isFaultService } from './faults';

describe('FaultRegistry', () => {
  it('is ok by default and keys faults by service and node', () => {
    const faults = new FaultRegistry();
    expect(faults.get('sidechain', 3)).toEqual({ mode: 'ok', delayMs: 0 });
    faults.set('sidechain', 3, { mode: 'slow', delayMs: 500 });
    expect(faults.get('sidechain', 3)).toEqual({ mode: 'slow', delayMs: 500 });
    expect(faults.get('sidechain', 2).mode).toBe('ok');
    expect(faults.get('hive', 3).mode).toBe('ok');
  });

  it('applies a fault without node to every node, a node-specific one wins', () => {
    const faults = new FaultRegistry();
    faults.set('evm', undefined, { mode: 'down', delayMs: 0 });
    faults.set('evm', 1, { mode: 'error', delayMs: 0 });
    expect(faults.get('evm').mode).toBe('down');
    expect(faults.get('evm', 1).mode).toBe('error');
  });

  it('mode ok removes a fault; clear removes all', () => {
    const faults = new FaultRegistry();
    faults.set('price', 0, { mode: 'malformed', delayMs: 0 });
    faults.set('images', undefined, { mode: 'down', delayMs: 0 });
    faults.set('price', 0, { mode: 'ok', delayMs: 0 });
    expect(faults.list()).toEqual({ 'images:*': { mode: 'down', delayMs: 0 } });
    faults.clear();
    expect(faults.list()).toEqual({});
  });

  it('validates services and modes', () => {
    expect(isFaultService('history')).toBe(true);
    expect(isFaultService('nope')).toBe(false);
    expect(isFaultMode('slow')).toBe(true);
    expect(isFaultMode('sideways')).toBe(false);
  });
});
