import { poolTransactions, type PoolHistoryRow } from './pool-history';

let id = 0;
const row = (transactionId: string, operation: string, from: string, to: string, symbol: string, quantity: string, timestamp = 1_800_000_000): PoolHistoryRow => {
  id += 1;
  return { _id: String(id), blockNumber: 5, transactionId, timestamp, account: 'bob', operation, from, to, symbol, quantity };
};
const POOL = 'contract_marketpools';
const ORIENTATIONS: Record<string, readonly [string, string]> = { 'BEE HONEY': ['BEE', 'HONEY'], 'HONEY BEE': ['BEE', 'HONEY'] };
const orientation = (a: string, b: string) => ORIENTATIONS[`${a} ${b}`];
const transactionsOf = (rows: PoolHistoryRow[]) => poolTransactions('bob', rows, orientation);

describe('poolTransactions', () => {
  it('makes one swap of its paid and received rows', () => {
    const rows = [row('tx1', 'marketpools_swapTokens', 'bob', POOL, 'SWAP.HIVE', '10.00000000'), row('tx1', 'marketpools_swapTokens', POOL, 'bob', 'BEE', '39.5')];
    expect(transactionsOf(rows)).toEqual([
      { key: 'tx1 marketpools_swapTokens', transactionId: 'tx1', timestamp: 1_800_000_000, kind: 'swap', paid: [{ symbol: 'SWAP.HIVE', quantity: '10.00000000' }], received: [{ symbol: 'BEE', quantity: '39.5' }] },
    ]);
  });

  it('makes deposits and withdrawals of their two tokens, newest first as the rows come', () => {
    const rows = [
      row('tx3', 'marketpools_removeLiquidity', POOL, 'bob', 'BEE', '5', 1_800_000_300),
      row('tx3', 'marketpools_removeLiquidity', POOL, 'bob', 'HONEY', '2.5', 1_800_000_300),
      row('tx2', 'marketpools_addLiquidity', 'bob', POOL, 'BEE', '10', 1_800_000_200),
      row('tx2', 'marketpools_addLiquidity', 'bob', POOL, 'HONEY', '5', 1_800_000_200),
    ];
    const [remove, add] = transactionsOf(rows);
    expect([remove.kind, remove.paid, remove.received.map((move) => move.symbol)]).toEqual(['remove', [], ['BEE', 'HONEY']]);
    expect([add.kind, add.paid.map((move) => move.quantity), add.received]).toEqual(['add', ['10', '5'], []]);
  });

  it('gives both tokens of a deposit in the pool’s order, however the rows came', () => {
    const rows = [row('tx7', 'marketpools_addLiquidity', 'bob', POOL, 'HONEY', '5'), row('tx7', 'marketpools_addLiquidity', 'bob', POOL, 'BEE', '10')];
    expect(transactionsOf(rows)[0].paid.map((move) => move.symbol)).toEqual(['BEE', 'HONEY']);
    const unknown = [row('tx8', 'marketpools_addLiquidity', 'bob', POOL, 'ZED', '5'), row('tx8', 'marketpools_addLiquidity', 'bob', POOL, 'ABC', '10')];
    expect(transactionsOf(unknown)[0].paid.map((move) => move.symbol)).toEqual(['ZED', 'ABC']);
  });

  it('keeps apart the actions of one transaction (a routed swap: `<id>-0`, `<id>-1`)', () => {
    const rows = [
      row('tx4-1', 'marketpools_swapTokens', 'bob', POOL, 'SWAP.HIVE', '3'),
      row('tx4-1', 'marketpools_swapTokens', POOL, 'bob', 'GAMER', '12'),
      row('tx4-0', 'marketpools_swapTokens', 'bob', POOL, 'BEE', '20'),
      row('tx4-0', 'marketpools_swapTokens', POOL, 'bob', 'SWAP.HIVE', '3.1'),
    ];
    expect(transactionsOf(rows).map((transaction) => transaction.transactionId)).toEqual(['tx4-1', 'tx4-0']);
  });

  it('skips other operations and rows without a token movement', () => {
    const rows = [row('tx5', 'marketpools_createPoolFee', 'bob', 'null', 'BEE', '1000'), { ...row('tx6', 'marketpools_swapTokens', 'bob', POOL, 'BEE', '1'), quantity: undefined }];
    expect(transactionsOf(rows)).toEqual([]);
  });
});
