import type { ProbeState } from './use-node-probes';

/** What a node's row says about it: response time and block height, or why there are none. */
export function probeText(probe: ProbeState | undefined): string {
  if (!probe || 'checking' in probe) return 'checking…';
  if (!probe.reachable) return 'unreachable';
  return `${probe.latencyMs} ms · block ${probe.blockHeight.toLocaleString('en-US')}`;
}
