import type { BridgeTransfer } from '@tdx/contracts';
import { publicTransfer } from './tracked-transfer';
import { seededTransfers } from './seeded-transfers';
import { transferPage } from './transfer-query';

const all: BridgeTransfer[] = seededTransfers(Date.UTC(2026, 10, 1)).map(publicTransfer);
const page = (query: Record<string, string>) => {
  const answer = transferPage(all, query);
  if (typeof answer === 'string') throw new Error(answer);
  return answer;
};

describe('transferPage', () => {
  it('answers every transfer newest first, 20 at a time by default', () => {
    const { total, transfers } = page({});
    expect(total).toBe(all.length);
    expect(transfers.map((t) => t.createdAt)).toEqual([...transfers.map((t) => t.createdAt)].sort().reverse());
  });

  it('filters by account, coin (either side), chain, direction and status, all together', () => {
    expect(page({ account: 'alice' }).transfers.every((t) => t.account === 'alice')).toBe(true);
    expect(page({ coin: 'swap.btc' }).transfers.map((t) => t.id)).toEqual(page({ coin: 'BTC' }).transfers.map((t) => t.id));
    expect(page({ chain: 'eth', direction: 'withdrawal' }).transfers.map((t) => t.coin).sort()).toEqual(['ETH', 'USDC']);
    expect(page({ status: 'failed' }).transfers.map((t) => t.failure?.reason)).toEqual([expect.stringContaining('dust limit'), expect.stringContaining('rejected')]);
    expect(page({ account: 'bob', status: 'confirmed', chain: 'btc' }).total).toBe(1);
  });

  it('pages with limit and offset without repeating a transfer', () => {
    const first = page({ limit: '5' }).transfers;
    const second = page({ limit: '5', offset: '5' }).transfers;
    expect(first).toHaveLength(5);
    expect(new Set([...first, ...second].map((t) => t.id)).size).toBe(10);
    expect(page({ offset: '100' }).transfers).toEqual([]);
  });

  it.each([
    [{ limit: '0' }, 'limit must be an integer from 1 to 100'],
    [{ limit: 'ten' }, 'limit must be an integer from 1 to 100'],
    [{ offset: '-1' }, 'offset must be a non-negative integer'],
    [{ chain: 'solana' }, 'chain must be one of btc, ltc, doge, bch, eos, eth, bsc, polygon'],
    [{ direction: 'sideways' }, 'direction must be deposit or withdrawal'],
    [{ status: 'lost' }, 'status must be one of requested, seen, sent, confirmed, failed'],
    [{ account: '' }, 'account must be a non-empty string'],
  ])('refuses %j', (query, message) => {
    expect(transferPage(all, query)).toBe(message);
  });
});
