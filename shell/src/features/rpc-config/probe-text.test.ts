import { probeText } from './probe-text';

describe('probeText', () => {
  it('shows the response time and the block height', () => {
    expect(probeText({ reachable: true, latencyMs: 37, blockHeight: 91234567 })).toBe('37 ms · block 91,234,567');
  });

  it('says unreachable for a node that failed the probe', () => {
    expect(probeText({ reachable: false })).toBe('unreachable');
  });

  it('says checking while the probe is under way or not started', () => {
    expect(probeText({ checking: true })).toBe('checking…');
    expect(probeText(undefined)).toBe('checking…');
  });
});
