import { counterContract, throttleContract } from './test-fixtures/counter-contract';
import { createTestChain, TEST_CLOCK_START_MS } from './testing';

const TXID = 'a'.repeat(40);
const increment = (name: string) => ({ contractName: 'counter', contractAction: 'increment', contractPayload: { name } });

describe('Chain transaction processing', () => {
  it('runs genesis and records a successful action with events only', () => {
    const t = createTestChain([counterContract]);
    expect(t.rows('counter', 'params')).toEqual([{ _id: 1, step: 1 }]);
    const result = t.runAction('alice', 'counter', 'increment', { name: 'a' });
    expect(result.logs).toEqual({ events: [{ contract: 'counter', event: 'incremented', data: { name: 'a' } }] });
    expect(t.rows('counter', 'counters')).toEqual([{ _id: 1, name: 'a', value: 1, owner: 'alice' }]);
  });

  it('sets isSignedWithActiveKey from the authority, overriding the payload', () => {
    const t = createTestChain([counterContract]);
    const forged = { contractName: 'counter', contractAction: 'increment', contractPayload: { name: 'a', isSignedWithActiveKey: true } };
    const result = t.submit('bob', forged, { active: false, hiveTxId: TXID });
    expect(result.transactions[0].logs).toEqual({ errors: ['you must use a custom_json signed with your active key'] });
    const info = t.chain.getTransactionInfo(TXID);
    expect(info).toMatchObject({ sender: 'bob', payload: '{"name":"a","isSignedWithActiveKey":false}', logs: '{"errors":["you must use a custom_json signed with your active key"]}' });
  });

  it('strips callingContractInfo and transfer fields from user payloads and injects them for transfers', () => {
    const t = createTestChain([counterContract]);
    const whoami = { contractName: 'counter', contractAction: 'whoami', contractPayload: { callingContractInfo: { name: 'tokens' }, recipient: 'x', amountHIVEHBD: '1 HIVE' } };
    const plain = t.submit('bob', whoami).transactions[0];
    expect(plain.logs.events![0].data).toMatchObject({ callingContractInfo: null, payload: { isSignedWithActiveKey: true } });
    expect(plain.logs.events![0].data.payload).toEqual({ isSignedWithActiveKey: true });
    const viaTransfer = t.submit('bob', whoami, { transfer: { recipient: 'honey-swap', amountHIVEHBD: '10.000 HIVE' } }).transactions[0];
    expect(viaTransfer.logs.events![0].data.payload).toEqual({ recipient: 'honey-swap', amountHIVEHBD: '10.000 HIVE', isSignedWithActiveKey: true });
  });

  it('gives the api the block context and the clock-driven timestamp', () => {
    const t = createTestChain([counterContract], { clockStartMs: Date.UTC(2026, 2, 3, 4, 5, 6, 700) });
    const result = t.submit('carol', { contractName: 'counter', contractAction: 'whoami', contractPayload: {} }, { hiveTxId: TXID });
    expect(result.transactions[0].logs.events![0].data).toMatchObject({
      sender: 'carol',
      owner: 'alice',
      transactionId: TXID,
      blockNumber: 1,
      refHiveBlockNumber: result.refHiveBlockNumber,
      timestamp: '2026-03-03T04:05:06',
    });
    expect(t.chain.latestBlock()).toMatchObject({ blockNumber: 1, timestamp: '2026-03-03T04:05:06', refHiveBlockNumber: result.refHiveBlockNumber });
  });

  it('builds ids with -opIndex and -actionIndex suffixes', () => {
    const t = createTestChain([counterContract]);
    expect(t.submit('bob', [increment('a'), increment('b')], { hiveTxId: TXID }).transactions.map((r) => r.transactionId)).toEqual([`${TXID}-0`, `${TXID}-1`]);
    const other = 'b'.repeat(40);
    expect(t.submit('bob', increment('c'), { hiveTxId: other, opIndex: 1 }).transactions[0].transactionId).toBe(`${other}-1`);
    const third = 'c'.repeat(40);
    expect(t.submit('bob', JSON.stringify([increment('d'), increment('e')]), { hiveTxId: third, opIndex: 2 }).transactions.map((r) => r.transactionId)).toEqual([`${third}-2-0`, `${third}-2-1`]);
    expect(t.submit('bob', [increment('solo')], { hiveTxId: 'd'.repeat(40) }).transactions[0].transactionId).toBe('d'.repeat(40));
  });

  it('drops malformed actions silently without recording anything', () => {
    const t = createTestChain([counterContract]);
    const before = t.chain.latestBlock().blockNumber;
    for (const json of ['{not json', { contractName: 'counter', contractAction: 'increment' }, { contractName: '', contractAction: 'x', contractPayload: {} }, { contractName: 'counter', contractAction: 5, contractPayload: {} }, 42]) {
      expect(t.submit('bob', json, { hiveTxId: TXID }).transactions).toEqual([]);
    }
    expect(t.chain.latestBlock().blockNumber).toBe(before);
    expect(t.chain.getTransactionInfo(TXID)).toBeNull();
  });

  it('keeps array positions in ids when some entries are invalid', () => {
    const t = createTestChain([counterContract]);
    const ids = t.submit('bob', [{ bad: true }, increment('x')], { hiveTxId: TXID }).transactions.map((r) => r.transactionId);
    expect(ids).toEqual([`${TXID}-1`]);
  });

  it('ignores transfer memos whose json array has more than one action', () => {
    const t = createTestChain([counterContract]);
    expect(t.submit('bob', [increment('a'), increment('b')], { transfer: { recipient: 'x', amountHIVEHBD: '1.000 HIVE' } }).transactions).toEqual([]);
  });

  it('logs the node errors for unknown contracts, actions, createSSC and deployments', () => {
    const t = createTestChain([counterContract]);
    expect(t.runAction('bob', 'nowhere', 'x', {}).logs).toEqual({ errors: ["contract doesn't exist"] });
    expect(t.runAction('bob', 'counter', 'nope', {}).logs).toEqual({ errors: ['unknown error'] });
    expect(t.runAction('bob', 'counter', 'toString', {}).logs).toEqual({ errors: ['unknown error'] });
    expect(t.runAction('bob', 'counter', 'createSSC', {}).logs).toEqual({ errors: ['you cannot trigger this action'] });
    expect(t.runAction('bob', 'contract', 'deploy', {}).logs).toEqual({ errors: ['the contract deployment is currently unavailable'] });
  });

  it('keeps events before an assert (no rollback, errors and events both logged)', () => {
    const t = createTestChain([counterContract]);
    expect(t.runAction('bob', 'counter', 'fail', {}).logs).toEqual({
      events: [{ contract: 'counter', event: 'beforeFailure', data: {} }],
      errors: ['always fails'],
    });
  });

  it('replaces the logs of a crashing action with "<Name>: <message>" but keeps its state changes', () => {
    const t = createTestChain([counterContract]);
    const result = t.runAction('bob', 'counter', 'crash', {});
    expect(result.logs).toEqual({ errors: ["TypeError: Cannot read properties of undefined (reading 'trim')"] });
    expect(t.rows('counter', 'counters').map((r) => r.name)).toEqual(['written-before-crash']);
  });

  it('appends nested calls to the caller logs in order and returns their own results', () => {
    const t = createTestChain([counterContract]);
    const result = t.runAction('bob', 'counter', 'relay', { name: 'n' });
    const crash = "TypeError: Cannot read properties of undefined (reading 'trim')";
    expect(result.logs.errors).toEqual(['logged before crash', crash, "contract doesn't exist"]);
    expect(result.logs.events!.map((e) => e.event)).toEqual(['incremented', 'beforeCrash', 'relayed']);
    const relayed = result.logs.events![2].data;
    expect(relayed).toEqual({
      first: { events: [{ contract: 'counter', event: 'incremented', data: { name: 'n' } }] },
      second: { events: [{ contract: 'counter', event: 'beforeCrash', data: {} }], errors: ['logged before crash', crash] },
      third: { errors: ["contract doesn't exist"] },
    });
  });

  it('gives nested calls callingContractInfo and the caller sender and key flag', () => {
    const t = createTestChain([counterContract]);
    const result = t.runAction('dave', 'counter', 'callWhoami', {});
    expect(result.logs.events![0].data).toMatchObject({
      sender: 'dave',
      callingContractInfo: { name: 'counter' },
      payload: { from: 'caller', isSignedWithActiveKey: true, callingContractInfo: { name: 'counter' } },
    });
  });

  it('stores and logs BigNumber values in their JSON string form, as EJSON/the VM boundary do', () => {
    const t = createTestChain([counterContract]);
    expect(t.runAction('bob', 'counter', 'storeBig', {}).logs).toEqual({ events: [{ contract: 'counter', event: 'stored', data: { total: '0.3' } }] });
    expect(t.table('counter', 'counters').findOne({ name: 'big' })).toEqual({ _id: 1, name: 'big', value: '0.3', tiny: '1e-8' });
  });

  it('uses object _ids for primary-key tables and logs a duplicate insert as an exception', () => {
    const t = createTestChain([counterContract]);
    t.runAction('bob', 'counter', 'join', { group: 'g' });
    expect(t.rows('counter', 'members')).toEqual([{ _id: { account: 'bob', group: 'g' }, account: 'bob', group: 'g' }]);
    expect(t.runAction('bob', 'counter', 'join', { group: 'g' }).logs.errors![0]).toMatch(/^Error: duplicate key/);
  });
});

describe('resourcemanager burnFee hook', () => {
  it('runs before each user action with a per-sender count and blocks the action on error', () => {
    const t = createTestChain([counterContract, throttleContract]);
    const result = t.submit('bob', [increment('a'), increment('b'), increment('c')], { hiveTxId: TXID });
    expect(result.transactions[0].logs).toEqual({ events: [{ contract: 'counter', event: 'incremented', data: { name: 'a' } }] });
    expect(result.transactions[1].logs.events!.map((e) => e.event)).toEqual(['burnFee', 'incremented']);
    expect(result.transactions[2].logs).toEqual({
      events: [{ contract: 'resourcemanager', event: 'burnFee', data: { from: 'bob', count: 3 } }],
      errors: ['max transaction limit per block reached.'],
    });
    expect(t.rows('counter', 'counters').map((r) => r.name)).toEqual(['a', 'b']);
  });

  it('keeps burnFee logs in front of an exception', () => {
    const t = createTestChain([counterContract, throttleContract]);
    const result = t.submit('bob', [increment('a'), { contractName: 'counter', contractAction: 'crash', contractPayload: {} }]);
    expect(result.transactions[1].logs).toEqual({
      events: [{ contract: 'resourcemanager', event: 'burnFee', data: { from: 'bob', count: 2 } }],
      errors: ["TypeError: Cannot read properties of undefined (reading 'trim')"],
    });
  });
});

describe('getTransactionInfo', () => {
  it('returns the transaction with its block number', () => {
    const t = createTestChain([counterContract]);
    const { blockNumber } = t.submit('bob', increment('a'), { hiveTxId: TXID });
    expect(t.chain.getTransactionInfo(TXID)).toEqual(
      expect.objectContaining({ blockNumber, transactionId: TXID, sender: 'bob', contract: 'counter', action: 'increment', logs: expect.any(String), payload: expect.any(String), hash: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    );
  });

  it('answers a 40-char id of an array custom_json with all its actions sorted by index', () => {
    const t = createTestChain([counterContract]);
    const { blockNumber } = t.submit('bob', [increment('a'), increment('b')], { hiveTxId: TXID });
    const info = t.chain.getTransactionInfo(TXID);
    expect(Array.isArray(info)).toBe(true);
    expect((info as { transactionId: string; transactionIndex: number; blockNumber: number }[]).map((x) => [x.transactionId, x.transactionIndex, x.blockNumber])).toEqual([
      [`${TXID}-0`, 0, blockNumber],
      [`${TXID}-1`, 1, blockNumber],
    ]);
    expect(t.chain.getTransactionInfo(`${TXID}-1`)).toMatchObject({ transactionId: `${TXID}-1` });
    expect(t.chain.getTransactionInfo('f'.repeat(40))).toBeNull();
    expect(t.chain.getTransactionInfo(12)).toBeNull();
  });
});

describe('ticks and the clock', () => {
  it('runs ticks every block with the block time; records them only when they log', () => {
    const t = createTestChain([counterContract]);
    const expiresAt = TEST_CLOCK_START_MS + 60_000;
    t.runAction('bob', 'counter', 'increment', { name: 'short', expiresAt });
    const quiet = t.advanceClock(30_000);
    expect(quiet.blockNumber).toBeNull();
    expect(t.rows('counter', 'counters')).toHaveLength(1);

    const result = t.advanceClock(30_000);
    expect(result.blockNumber).not.toBeNull();
    expect(t.rows('counter', 'counters')).toHaveLength(0);
    const block = t.chain.latestBlock();
    expect(block.transactions).toEqual([]);
    expect(block.virtualTransactions).toEqual([
      expect.objectContaining({ transactionId: `${block.refHiveBlockNumber}-0`, sender: 'null', action: 'expire', logs: '{"events":[{"contract":"counter","event":"expired","data":{"name":"short"}}]}' }),
    ]);
    expect(t.chain.getTransactionInfo(`${block.refHiveBlockNumber}-0`)).toBeNull();
    const processed = [...t.chain.processedTransactions(block.blockNumber)];
    expect(processed).toEqual([expect.objectContaining({ virtual: true, action: 'expire', timestamp: '2026-01-01T00:01:00', logs: { events: [expect.objectContaining({ event: 'expired' })] } })]);
  });

  it('advances the Hive head on every Hive block even when no sidechain block is produced', () => {
    const t = createTestChain([counterContract]);
    const start = t.chain.hiveHead.number;
    t.advanceClock(1000);
    t.advanceClock(1000);
    expect(t.chain.hiveHead.number).toBe(start + 2);
    expect(t.chain.hiveHead.id.slice(0, 8)).toBe((start + 2).toString(16).padStart(8, '0'));
  });
});

describe('dump and restore', () => {
  it('restores tables, blocks and the index exactly', () => {
    const t = createTestChain([counterContract]);
    t.runAction('bob', 'counter', 'increment', { name: 'a' });
    const dump = JSON.parse(JSON.stringify(t.chain.dump()));
    const latest = t.chain.latestBlock();
    t.submit('bob', increment('b'), { hiveTxId: TXID });
    t.chain.restore(dump);
    expect(t.rows('counter', 'counters').map((r) => r.name)).toEqual(['a']);
    expect(t.chain.latestBlock()).toEqual(latest);
    expect(t.chain.getTransactionInfo(TXID)).toBeNull();
    expect(t.runAction('bob', 'counter', 'increment', { name: 'c' }).logs.events).toHaveLength(1);
    expect(t.rows('counter', 'counters').map((r) => r._id)).toEqual([1, 2]);
  });
});
