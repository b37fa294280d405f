import { cryptoUtils, DEFAULT_CHAIN_ID, PrivateKey, type Operation } from '@hiveio/dhive';
import { accountKeys } from '../accounts';
import { Chain } from '../chain/chain';
import { ManualClock, toHiveTimestamp } from '../chain/clock';
import { counterContract } from '../chain/test-fixtures/counter-contract';
import { HiveNode } from './hive-node';
import { HiveLedger, initialLedger } from './ledger';

const START = Date.UTC(2026, 0, 1);
const SIDECHAIN_ID = 'ssc-mainnet-hive';

function setup() {
  const clock = new ManualClock(START);
  const chain = new Chain([counterContract], clock);
  const ledger = new HiveLedger(initialLedger());
  const changes: number[] = [];
  const node = new HiveNode({ chain, ledger: () => ledger, clock, sidechainId: SIDECHAIN_ID, hiveChainId: DEFAULT_CHAIN_ID, onChange: () => changes.push(1) });
  return { clock, chain, ledger, node, changes };
}

const key = (account: string, role: 'active' | 'posting' | 'owner') => PrivateKey.fromString(accountKeys(account)[role].wif);

function sign(operations: Operation[], keys: PrivateKey[], expirationMs = START + 60_000) {
  const tx = { ref_block_num: 1, ref_block_prefix: 2, expiration: toHiveTimestamp(expirationMs), operations, extensions: [] };
  return cryptoUtils.signTransaction(tx, keys, DEFAULT_CHAIN_ID);
}

const increment = (name: string) => JSON.stringify({ contractName: 'counter', contractAction: 'increment', contractPayload: { name } });
const customJson = (auths: { active?: string[]; posting?: string[] }, json: string, id = SIDECHAIN_ID): Operation => [
  'custom_json',
  { required_auths: auths.active ?? [], required_posting_auths: auths.posting ?? [], id, json },
];
const transfer = (from: string, to: string, amount: string, memo = ''): Operation => ['transfer', { from, to, amount, memo }];

describe('HiveNode broadcast verification', () => {
  it('accepts a custom_json signed with the active key and feeds the sidechain', () => {
    const { node, chain, changes } = setup();
    const tx = sign([customJson({ active: ['alice'] }, increment('a'))], [key('alice', 'active')]);
    const result = node.broadcast(tx);
    const txId = cryptoUtils.generateTrxId(tx);
    expect(result).toEqual({ id: txId, tx_id: txId, block_num: chain.hiveHead.number, trx_num: 0, expired: false });
    expect(chain.getTransactionInfo(txId)).toMatchObject({ sender: 'alice', payload: '{"name":"a","isSignedWithActiveKey":true}', logs: expect.stringContaining('incremented') });
    expect(changes).toHaveLength(1);
  });

  it('accepts a posting-signed custom_json as a non-active sidechain action (and an active key for it too)', () => {
    const { node, chain } = setup();
    const posting = sign([customJson({ posting: ['bob'] }, increment('p'))], [key('bob', 'posting')]);
    node.broadcast(posting);
    expect(chain.getTransactionInfo(cryptoUtils.generateTrxId(posting))).toMatchObject({
      sender: 'bob',
      logs: '{"errors":["you must use a custom_json signed with your active key"]}',
    });
    expect(() => node.broadcast(sign([customJson({ posting: ['bob'] }, increment('q'))], [key('bob', 'active')]))).not.toThrow();
  });

  it('rejects a posting key for an active operation', () => {
    const { node } = setup();
    const tx = sign([customJson({ active: ['alice'] }, increment('a'))], [key('alice', 'posting')]);
    expect(() => node.broadcast(tx)).toThrow('missing required active authority: Missing Active Authority alice');
  });

  it("rejects another account's key and a forged signature", () => {
    const { node } = setup();
    expect(() => node.broadcast(sign([customJson({ active: ['alice'] }, increment('a'))], [key('bob', 'active')]))).toThrow(
      'Missing Active Authority alice',
    );
    const genuine = sign([customJson({ active: ['alice'] }, increment('a'))], [key('alice', 'active')]);
    const tampered = { ...genuine, operations: [customJson({ active: ['alice'] }, increment('b'))] };
    expect(() => node.broadcast(tampered)).toThrow('Missing Active Authority alice');
    const garbage = { ...genuine, signatures: ['00'.repeat(65)] };
    expect(() => node.broadcast(garbage)).toThrow(/Invalid transaction|Missing Active Authority/);
  });

  it('rejects an expired transaction and one expiring too far ahead', () => {
    const { node, clock } = setup();
    const tx = sign([customJson({ active: ['alice'] }, increment('a'))], [key('alice', 'active')], START + 30_000);
    clock.advance(30_000);
    expect(() => node.broadcast(tx)).toThrow('transaction expiration exception');
    const far = sign([customJson({ active: ['alice'] }, increment('a'))], [key('alice', 'active')], clock.now() + 2 * 3600_000);
    expect(() => node.broadcast(far)).toThrow('expiration is too far in the future');
  });

  it('rejects duplicates, unsupported operations, unknown accounts and bad shapes', () => {
    const { node } = setup();
    const tx = sign([customJson({ active: ['alice'] }, increment('a'))], [key('alice', 'active')]);
    node.broadcast(tx);
    expect(() => node.broadcast(tx)).toThrow('Duplicate transaction check failed');
    expect(() => node.broadcast(sign([['vote', { voter: 'alice', author: 'bob', permlink: 'x', weight: 1 }]], [key('alice', 'posting')]))).toThrow('not supported');
    expect(() => node.broadcast(sign([customJson({ active: ['nobody'] }, increment('a'))], [key('alice', 'active')]))).toThrow('Missing Active Authority nobody');
    expect(() => node.broadcast({ operations: 'x' })).toThrow('Invalid transaction');
    expect(() => node.broadcast(sign([customJson({ active: ['alice'] }, '{bad')], [key('alice', 'active')]))).toThrow('not valid JSON');
  });

  it('rejects an unnecessary extra signature', () => {
    const { node } = setup();
    const tx = sign([customJson({ active: ['alice'] }, increment('a'))], [key('alice', 'active'), key('bob', 'active')]);
    expect(() => node.broadcast(tx)).toThrow('irrelevant signature included');
  });

  it('ignores custom_json of other ids but still produces a Hive block', () => {
    const { node, chain } = setup();
    const before = chain.hiveHead.number;
    const result = node.broadcast(sign([customJson({ active: ['alice'] }, '{"a":1}', 'sm_market_sell')], [key('alice', 'active')]));
    expect(result.block_num).toBe(before + 1);
    expect(chain.latestBlock().blockNumber).toBe(0);
  });
});

describe('HiveNode transfers', () => {
  it('moves HIVE/HBD balances with the active key', () => {
    const { node, ledger } = setup();
    node.broadcast(sign([transfer('alice', 'bob', '1.500 HIVE'), transfer('alice', 'bob', '0.250 HBD')], [key('alice', 'active')]));
    expect(ledger.balances('alice')).toEqual({ hive: '9998.500', hbd: '999.750' });
    expect(ledger.balances('bob')).toEqual({ hive: '10001.500', hbd: '1000.250' });
  });

  it('rejects insufficient funds atomically and malformed amounts', () => {
    const { node, ledger } = setup();
    const tx = sign([transfer('alice', 'bob', '9000.000 HIVE'), transfer('alice', 'bob', '2000.000 HIVE')], [key('alice', 'active')]);
    expect(() => node.broadcast(tx)).toThrow('does not have sufficient funds');
    expect(ledger.balances('alice')!.hive).toBe('10000.000');
    expect(() => node.broadcast(sign([transfer('alice', 'bob', '1.5 HIVE')], [key('alice', 'active')]))).toThrow('negative amount');
    expect(() => node.broadcast(sign([transfer('alice', 'bob', '1.000 HIVE')], [key('alice', 'posting')]))).toThrow('Missing Active Authority alice');
  });

  it('turns a sidechain memo into a transaction with recipient and amountHIVEHBD; ids get -opIndex for multi-op txs', () => {
    const { node, chain } = setup();
    const memo = JSON.stringify({ id: SIDECHAIN_ID, json: { contractName: 'counter', contractAction: 'whoami', contractPayload: {} } });
    const tx = sign([transfer('alice', 'honey-swap', '10.000 HIVE', memo), customJson({ active: ['alice'] }, increment('x'))], [key('alice', 'active')]);
    const { id } = node.broadcast(tx);
    const first = chain.getTransactionInfo(`${id}-0`);
    expect(first).toMatchObject({ sender: 'alice', contract: 'counter', action: 'whoami' });
    expect(JSON.parse((first as { payload: string }).payload)).toEqual({ recipient: 'honey-swap', amountHIVEHBD: '10.000 HIVE', isSignedWithActiveKey: true });
    expect(chain.getTransactionInfo(`${id}-1`)).toMatchObject({ action: 'increment' });
  });
});

describe('HiveNode reads', () => {
  it('serves accounts with the derived keys and balances, omitting unknown names', () => {
    const { node } = setup();
    const [alice, ...rest] = node.getAccounts(['alice', 'nobody']);
    expect(rest).toEqual([]);
    expect(alice).toMatchObject({
      name: 'alice',
      balance: '10000.000 HIVE',
      hbd_balance: '1000.000 HBD',
      memo_key: accountKeys('alice').memo.publicKey,
      posting: { weight_threshold: 1, account_auths: [], key_auths: [[accountKeys('alice').posting.publicKey, 1]] },
    });
  });

  it('exposes a head block id dhive can derive ref_block_* from, and the clock time', () => {
    const { node, chain } = setup();
    const props = node.dynamicGlobalProperties();
    expect(props.head_block_number).toBe(chain.hiveHead.number);
    expect(Buffer.from(props.head_block_id as string, 'hex').readUInt32BE(0)).toBe(chain.hiveHead.number);
    expect(props.time).toBe('2026-01-01T00:00:00');
  });
});
