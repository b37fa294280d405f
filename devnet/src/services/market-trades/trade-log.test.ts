import { contract as tokens } from '../../contracts/tokens';
import { createTestServer, type TestServer } from '../common/test-server';
import { seededTables } from '../common/test-seed';
import { TRADE_LOG_STATE_KEY, tradeLogOf } from './trade-log';

// Building the seed takes a few seconds, more on a loaded machine.
jest.setTimeout(30_000);

const seed = seededTables(['tokens', 'market']);
const prunedBeforeStart = (seed.serviceState?.[TRADE_LOG_STATE_KEY] as { trades: unknown[] }).trades;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([], { contracts: [tokens], ...seed });
});
afterAll(() => server.close());

it('reaches back 7 days although tradesHistory holds only the last 24 h of each symbol', () => {
  const days = (seed.clockStartMs / 1000 - Math.min(...tradeLogOf(server.runtime).trades().map((trade) => trade.timestamp))) / 86_400;
  expect(prunedBeforeStart.length).toBeGreaterThan(0);
  expect(days).toBeGreaterThan(6);
});

it('holds the seeded trades, keeps them through snapshot/revert and refills after a reset', async () => {
  const log = tradeLogOf(server.runtime);
  const seeded = server.runtime.chain.find('market', 'tradesHistory', {}).length + prunedBeforeStart.length;
  expect(log.trades()).toHaveLength(seeded);
  expect(log.trades().every((trade) => trade.blockNumber === 0)).toBe(true);
  const snapshot = server.runtime.snapshot();
  server.runtime.advanceClock(1000);
  expect(server.runtime.revert(snapshot)).toBe(true);
  expect(log.trades()).toHaveLength(seeded);
  server.runtime.reset();
  expect(log.trades()).toHaveLength(seeded);
});
