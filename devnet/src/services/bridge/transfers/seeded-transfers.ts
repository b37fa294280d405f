import BigNumber from 'bignumber.js';
import type { BridgeTransfer, BridgeTransferStep } from '@tdx/contracts';
import { externalTxId, iso, type TrackedTransfer } from './tracked-transfer';
import { CHAIN_PACE } from './transfer-chains';

/** A transfer of the past: where it ended (or, when held, where it waits), `n` numbering its id. */
type PastTransfer = Pick<BridgeTransfer, 'direction' | 'chain' | 'coin' | 'symbol' | 'account' | 'address' | 'amount' | 'fee' | 'status'> & {
  n: number;
  hoursAgo: number;
  confirmations?: number;
  failure?: string;
};

const ORDER: BridgeTransferStep['status'][] = ['requested', 'seen', 'sent', 'confirmed'];
const MINUTE_MS = 60_000;

const minus = (a: string, b: string) => new BigNumber(a).minus(b).toFixed();

/** A past transfer with its steps a few minutes apart; one not final is held where it waits. */
function pastTransfer(past: PastTransfer, startMs: number): TrackedTransfer {
  const createdMs = startMs - past.hoursAgo * 3_600_000;
  const reached = past.status === 'failed' ? 'seen' : past.status;
  const steps = ORDER.slice(0, ORDER.indexOf(reached) + 1).map((status, index) => ({ status, at: iso(createdMs + index * 10 * MINUTE_MS) }));
  const lastMs = createdMs + (steps.length - 1) * 10 * MINUTE_MS;
  const id = `${past.direction === 'deposit' ? 'd' : 'w'}-seed${String(past.n).padStart(2, '0')}`;
  const sidechainTx = (label: string) => externalTxId('btc', `${label}:${id}`).slice(0, 40);
  const externalTx = externalTxId(past.chain, `seed:${id}`);
  const sent = ORDER.indexOf(reached) >= ORDER.indexOf('sent');
  const required = CHAIN_PACE[past.chain].requiredConfirmations;
  return {
    id,
    direction: past.direction,
    chain: past.chain,
    coin: past.coin,
    symbol: past.symbol,
    account: past.account,
    address: past.address,
    amount: past.amount,
    fee: past.fee,
    received: minus(past.amount, past.fee),
    status: past.status,
    confirmations: past.confirmations ?? (past.status === 'confirmed' ? required : 0),
    requiredConfirmations: required,
    sourceTxId: past.status === 'requested' ? null : past.direction === 'deposit' ? externalTx : sidechainTx('source'),
    destinationTxId: !sent ? null : past.direction === 'deposit' ? sidechainTx('credit') : externalTx,
    createdAt: iso(createdMs),
    updatedAt: iso(lastMs + (past.status === 'failed' ? 5 * MINUTE_MS : 0)),
    steps,
    failure: past.failure ? { reason: past.failure, at: iso(lastMs + 5 * MINUTE_MS) } : null,
    held: past.status !== 'confirmed' && past.status !== 'failed',
  };
}

const ALICE_EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB_EVM = '0x000000000000000000000000000000000000dEaD';

/** Several accounts' transfers of the last days, of every kind and status, so the transfer pages are not empty on a fresh start. */
export function seededTransfers(startMs: number): TrackedTransfer[] {
  const past: PastTransfer[] = [
    { n: 1, hoursAgo: 300, direction: 'deposit', chain: 'btc', coin: 'BTC', symbol: 'SWAP.BTC', account: 'alice', address: 'devnetbtc1seedalice00000000000000000000', amount: '0.015', fee: '0.0001125', status: 'confirmed' },
    { n: 2, hoursAgo: 220, direction: 'withdrawal', chain: 'ltc', coin: 'LTC', symbol: 'SWAP.LTC', account: 'alice', address: 'ltc1qdevnetalice0000000000000000000000', amount: '2.5', fee: '0.01875', status: 'confirmed' },
    { n: 3, hoursAgo: 150, direction: 'deposit', chain: 'doge', coin: 'DOGE', symbol: 'SWAP.DOGE', account: 'bob', address: 'devnetdoge1seedbob0000000000000000000000', amount: '1200', fee: '9', status: 'confirmed' },
    { n: 4, hoursAgo: 120, direction: 'deposit', chain: 'eth', coin: 'USDT', symbol: 'SWAP.USDT', account: 'alice', address: ALICE_EVM, amount: '250', fee: '0', status: 'confirmed' },
    { n: 5, hoursAgo: 96, direction: 'withdrawal', chain: 'eth', coin: 'USDC', symbol: 'SWAP.USDC', account: 'bob', address: BOB_EVM, amount: '40', fee: '0.4', status: 'failed', failure: 'The receiving address rejected the token transfer; the tokens were returned.' },
    { n: 6, hoursAgo: 72, direction: 'withdrawal', chain: 'btc', coin: 'BTC', symbol: 'SWAP.BTC', account: 'bob', address: 'bc1qdevnetbob00000000000000000000000000', amount: '0.0042', fee: '0.0000315', status: 'confirmed' },
    { n: 7, hoursAgo: 48, direction: 'deposit', chain: 'bsc', coin: 'BUSD', symbol: 'SWAP.BUSD.BSC', account: 'carol', address: '0x7e5F4552091A69125d5DfCb7b8C2659029395Bdf', amount: '75', fee: '0', status: 'confirmed' },
    { n: 8, hoursAgo: 30, direction: 'deposit', chain: 'eos', coin: 'EOS', symbol: 'SWAP.EOS', account: 'carol', address: null, amount: '35', fee: '0.2625', status: 'confirmed' },
    { n: 9, hoursAgo: 20, direction: 'withdrawal', chain: 'polygon', coin: 'USDC', symbol: 'SWAP.USDC.POLY', account: 'dave', address: '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF', amount: '60', fee: '0.6', status: 'sent', confirmations: 3 },
    { n: 10, hoursAgo: 12, direction: 'deposit', chain: 'ltc', coin: 'LTC', symbol: 'SWAP.LTC', account: 'erin', address: 'devnetltc1seederin00000000000000000000', amount: '1.2', fee: '0.009', status: 'seen', confirmations: 1 },
    { n: 11, hoursAgo: 8, direction: 'withdrawal', chain: 'eth', coin: 'ETH', symbol: 'SWAP.ETH', account: 'alice', address: ALICE_EVM, amount: '0.25', fee: '0.004', status: 'confirmed' },
    { n: 12, hoursAgo: 5, direction: 'deposit', chain: 'bch', coin: 'BCH', symbol: 'SWAP.BCH', account: 'dave', address: 'devnetbch1seeddave000000000000000000000', amount: '0.8', fee: '0.006', status: 'failed', failure: 'The deposit was below the network dust limit and could not be credited.' },
    { n: 13, hoursAgo: 2, direction: 'withdrawal', chain: 'doge', coin: 'DOGE', symbol: 'SWAP.DOGE', account: 'erin', address: 'DDevnetErinDogeAddress000000000000', amount: '500', fee: '3.75', status: 'requested' },
  ];
  return past.map((transfer) => pastTransfer(transfer, startMs));
}
