import { Client, PrivateKey } from '@hiveio/dhive';
import BigNumber from 'bignumber.js';
import { accountKeys } from '../src/accounts';
import { contracts } from '../src/contracts';
import { buildSeed } from '../src/seed';
import { defaultConfig } from '../src/server/config';
import { startDevnet, type RunningDevnet } from '../src/server/start';

/** The real contract registry over the real seed, driven end to end through the Hive node. */
let devnet: RunningDevnet;

beforeAll(async () => {
  devnet = await startDevnet({ config: defaultConfig({ port: 0 }), contracts, services: [], buildSeed, fresh: true });
}, 30_000);
afterAll(() => devnet.close());

const sidechain = async (path: string, method: string, params: Record<string, unknown>) =>
  (
    await (
      await fetch(`${devnet.url}/sidechain/0/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
    ).json()
  ).result;

it('loads every registered contract and answers getContract for each', async () => {
  for (const { name, owner } of contracts) {
    expect(await sidechain('contracts', 'getContract', { name })).toMatchObject({ _id: name, owner });
  }
});

it('processes a Keychain-style tokens.transfer broadcast and reports it by Hive tx id', async () => {
  const before = await sidechain('contracts', 'findOne', { contract: 'tokens', table: 'balances', query: { account: 'alice', symbol: 'BEE' } });
  const client = new Client(`${devnet.url}/hive/0`, { timeout: 5000 });
  const json = JSON.stringify({ contractName: 'tokens', contractAction: 'transfer', contractPayload: { symbol: 'BEE', to: 'bob', quantity: '1.5', memo: 'hi' } });
  const { id } = await client.broadcast.json(
    { required_auths: ['alice'], required_posting_auths: [], id: 'ssc-mainnet-hive', json },
    PrivateKey.fromString(accountKeys('alice').active.wif),
  );
  const info = await sidechain('blockchain', 'getTransactionInfo', { txid: id });
  expect(JSON.parse(info.logs)).toEqual({ events: [{ contract: 'tokens', event: 'transfer', data: { from: 'alice', to: 'bob', symbol: 'BEE', quantity: '1.5' } }] });
  const after = await sidechain('contracts', 'findOne', { contract: 'tokens', table: 'balances', query: { account: 'alice', symbol: 'BEE' } });
  expect(new BigNumber(before.balance).minus(after.balance).toFixed()).toBe('1.5');
});
