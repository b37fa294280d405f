import { contract as nft } from '../../contracts/nft';
import { contract as tokens } from '../../contracts/tokens';
import { createTestServer, type TestServer } from '../common/test-server';
import { seededTables } from '../common/test-seed';
import { historyService } from './plugin';

// Building the seed takes a few seconds, more on a loaded machine.
jest.setTimeout(30_000);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer([historyService], { contracts: [tokens, nft], ...seededTables(['tokens', 'nft']) });
});
afterAll(() => server.close());

describe('history index over the seed', () => {
  it('puts a seeded undelegation, completed by the tick, in the history of the instance holder', async () => {
    const [pending] = server.runtime.chain.find('nft', 'pendingUndelegations', {}, { indexes: [{ index: 'completeTimestamp', descending: false }] });
    const symbol = String(pending.symbol);
    const [id] = pending.ids as number[];
    const holder = server.runtime.chain.findOne('nft', `${symbol}instances`, { _id: id })?.account;
    expect(typeof holder).toBe('string');

    server.runtime.advanceClock(Number(pending.completeTimestamp) - server.runtime.clock.now());
    const rows = (await server.request({ url: `/history/accountHistory?account=${holder}&ops=nft_undelegateDone` })).json();

    expect(rows).toContainEqual(expect.objectContaining({ account: holder, operation: 'nft_undelegateDone', symbol, nfts: expect.arrayContaining([id]) }));
  });
});
