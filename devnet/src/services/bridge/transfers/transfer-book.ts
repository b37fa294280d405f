import { createHash } from 'node:crypto';
import BigNumber from 'bignumber.js';
import type { BridgeTransfer } from '@tdx/contracts';
import type { Devnet } from '../../../devnet';
import { EVM_CHAINS, bridgeOf, type EvmChain } from '../../evm/evm-chains';
import { EVM_ADDRESSES_STATE_KEY, seedEvmAddresses, type EvmAddresses } from '../../evm/evm-addresses';
import { initialWalletState, WEB3_WALLET_STATE_KEY, type Web3WalletState } from '../../evm/web3-wallet/wallet-state';
import { settingsState } from '../../main-api/settings-state';
import { MEMO_COINS, PAIRS } from '../coins';
import { conversionAmounts } from '../conversions';
import { depositAddress } from '../convert';
import { advanceTransfer, fail, type Credit } from './progress';
import { seededTransfers } from './seeded-transfers';
import { externalTxId, iso, publicTransfer, requestedDeposit, seenTransfer, type TrackedTransfer } from './tracked-transfer';
import { converterChainOf } from './transfer-chains';
import { converterWithdrawalOf, evmDepositOf, evmWithdrawalOf } from './transfer-sources';

/** State bag `bridge-transfers`: every transfer the bridges saw, and how far they read the sidechain and the Web3 wallet. */
export const BRIDGE_TRANSFERS_STATE_KEY = 'bridge-transfers';

export interface TransferBookState {
  transfers: TrackedTransfer[];
  /** Last sidechain block read for withdrawals. */
  lastBlock: number;
  /** Web3 wallet transactions read for deposits. */
  walletTransactionsRead: number;
  /** Deposits started through the control API or asked for through `convert/` (numbers their ids). */
  controlDeposits: number;
}

const CHAINS = Object.keys(EVM_CHAINS) as EvmChain[];
const HIVE_ACCOUNT = /^[a-z][a-z0-9.-]{2,15}$/;

export type TransferBook = ReturnType<typeof createTransferBook>;

/**
 * The bridges' record of every transfer: converter withdrawals and EVM withdrawals read from the
 * sidechain, EVM deposits read from the Web3 wallet emulator, converter deposits started through the
 * control API. Every call first catches up (new transactions, then each transfer moved on by the devnet
 * clock, deposits credited on the sidechain as they complete), so no timer is needed.
 */
export function createTransferBook(devnet: Devnet) {
  const genesis = devnet.chain.getBlock(0);
  const startMs = genesis ? Date.parse(`${genesis.timestamp}Z`) : devnet.clock.now();
  const state = devnet.state<TransferBookState>(BRIDGE_TRANSFERS_STATE_KEY, () => ({
    transfers: seededTransfers(startMs),
    lastBlock: devnet.chain.latestBlock().blockNumber,
    walletTransactionsRead: 0,
    controlDeposits: 0,
  }));
  const settings = settingsState(devnet);
  const wallet = devnet.state<Web3WalletState>(WEB3_WALLET_STATE_KEY, () => initialWalletState());
  const addresses = devnet.state<EvmAddresses>(EVM_ADDRESSES_STATE_KEY, seedEvmAddresses);

  const disabledReason = (transfer: TrackedTransfer) =>
    (transfer.direction === 'deposit' ? settings.disabled_deposits : settings.disabled_withdrawals).find((entry) => entry.symbol === transfer.symbol)?.reason;

  /** Adds a transfer the bridge just saw; one of a direction switched off in the settings fails at once with its reason. */
  function record(transfer: TrackedTransfer, disabled?: string): TrackedTransfer {
    const reason = disabled ?? disabledReason(transfer);
    if (reason) fail(transfer, reason, Date.parse(transfer.createdAt));
    state.transfers.push(transfer);
    return transfer;
  }

  const credit: Credit = (transfer) => {
    const token = devnet.chain.findOne('tokens', 'tokens', { symbol: transfer.symbol });
    if (!token) return { error: `${transfer.symbol} does not exist on Hive Engine` };
    const issue = { contractName: 'tokens', contractAction: 'issue', contractPayload: { symbol: transfer.symbol, to: transfer.account, quantity: transfer.received } };
    const hiveTxId = createHash('sha1').update(`bridge-credit:${transfer.id}`).digest('hex');
    const [tx] = devnet.chain.submit(String(token.issuer), true, issue, hiveTxId).transactions;
    if (!tx) return { error: 'Hive Engine did not take the credit' };
    if (tx.logs.errors?.length) return { error: `Hive Engine refused the credit: ${tx.logs.errors.join('; ')}` };
    return { txId: tx.transactionId };
  };

  function readSidechain(): void {
    for (const tx of devnet.chain.processedTransactions(state.lastBlock + 1)) {
      const found = converterWithdrawalOf(tx) ?? CHAINS.map((chain) => evmWithdrawalOf(tx, chain, bridgeOf(settings, chain))).find((t) => t !== null);
      if (found && !state.transfers.some((t) => t.id === found.id)) record(found);
    }
    state.lastBlock = devnet.chain.latestBlock().blockNumber;
  }

  function readWallet(): void {
    for (const tx of wallet.transactions.slice(state.walletTransactionsRead)) {
      const deposit = evmDepositOf(tx, (chain) => bridgeOf(settings, chain));
      const account = deposit && Object.entries(addresses[deposit.chain]).find(([, address]) => address.toLowerCase() === deposit.from.toLowerCase())?.[0];
      if (!deposit || !account) continue;
      const precision = Number(devnet.chain.findOne('tokens', 'tokens', { symbol: deposit.symbol })?.precision ?? 8);
      const transfer = seenTransfer({
        id: `d-${tx.hash.slice(2, 18)}`,
        direction: 'deposit',
        chain: deposit.chain,
        coin: deposit.coin,
        symbol: deposit.symbol,
        account,
        address: deposit.from,
        amount: deposit.amount,
        fee: '0',
        received: new BigNumber(deposit.amount).decimalPlaces(precision, BigNumber.ROUND_DOWN).toFixed(),
        sourceTxId: tx.hash,
        atMs: devnet.clock.now(),
      });
      record(transfer, deposit.disabled ? `Deposits of ${deposit.coin} are switched off on the ${deposit.chain} bridge` : undefined);
    }
    state.walletTransactionsRead = wallet.transactions.length;
  }

  function catchUp(): void {
    const before = JSON.stringify([state.lastBlock, state.walletTransactionsRead, state.transfers.length]);
    const moving = state.transfers.filter((t) => t.status !== 'confirmed' && t.status !== 'failed' && !t.held);
    const marks = moving.map((t) => t.updatedAt + t.status + t.confirmations);
    readSidechain();
    readWallet();
    for (const transfer of moving) advanceTransfer(transfer, devnet.clock.now(), credit);
    const changed = before !== JSON.stringify([state.lastBlock, state.walletTransactionsRead, state.transfers.length]) || moving.some((t, i) => marks[i] !== t.updatedAt + t.status + t.confirmations);
    if (changed) devnet.persist();
  }

  const find = (id: string) => state.transfers.find((transfer) => transfer.id === id);
  const openRequest = (coin: string, account: string) =>
    state.transfers.find((t) => t.direction === 'deposit' && t.status === 'requested' && !t.held && t.coin === coin && t.account === account);
  const nextDepositId = (coin: string, account: string) => {
    state.controlDeposits += 1;
    return `d-${createHash('sha256').update(`${coin}:${account}:${state.controlDeposits}`).digest('hex').slice(0, 16)}`;
  };

  return {
    /** Every transfer, caught up (public view). */
    all(): BridgeTransfer[] {
      catchUp();
      return state.transfers.map(publicTransfer);
    },
    get(id: string): BridgeTransfer | null {
      catchUp();
      const transfer = find(id);
      return transfer ? publicTransfer(transfer) : null;
    },
    /**
     * A converter deposit asked for (`POST convert/`): the account's open `requested` deposit of that
     * coin, or a new one. Its id is what `convert/` answers as `transfer_id`.
     */
    request(coin: string, account: string): BridgeTransfer | null {
      catchUp();
      const pair = PAIRS.find((p) => p.from_coin_symbol === coin && p.to_coin_symbol === `SWAP.${coin}`);
      const chain = converterChainOf(coin);
      if (!pair || !chain) return null;
      const open = openRequest(coin, account);
      if (open) return publicTransfer(open);
      const transfer = record(
        requestedDeposit({
          id: nextDepositId(coin, account),
          chain,
          coin,
          symbol: pair.to_coin_symbol,
          account,
          address: MEMO_COINS.has(coin) ? null : depositAddress(coin, account),
          atMs: devnet.clock.now(),
        }),
      );
      devnet.persist();
      return publicTransfer(transfer);
    },
    /**
     * Coins arrive at a converter deposit address (or the converter account with the memo, for memo
     * coins): the account's open `requested` deposit of that coin is seen, or a new transfer starts.
     */
    deposit(coin: unknown, account: unknown, amount: unknown): BridgeTransfer | string {
      catchUp();
      const pair = PAIRS.find((p) => p.from_coin_symbol === coin && p.to_coin_symbol === `SWAP.${String(coin)}`);
      const chain = typeof coin === 'string' ? converterChainOf(coin) : null;
      if (!pair || !chain) return 'coin must be a converter coin (BTC, LTC, DOGE, BCH, EOS)';
      if (typeof account !== 'string' || !HIVE_ACCOUNT.test(account) || !devnet.hive.getAccount(account)) return 'account must be an existing Hive account';
      if (typeof amount !== 'string' || !(new BigNumber(amount).isGreaterThan(0))) return 'amount must be a positive decimal string';
      const precision = Number(devnet.chain.findOne('tokens', 'tokens', { symbol: pair.to_coin_symbol })?.precision ?? 8);
      const { from_amount, ex_fee, to_amount } = conversionAmounts(amount);
      const amounts = {
        amount: new BigNumber(from_amount).toFixed(),
        fee: new BigNumber(ex_fee).toFixed(),
        received: new BigNumber(to_amount).decimalPlaces(precision, BigNumber.ROUND_DOWN).toFixed(),
      };
      const open = openRequest(pair.from_coin_symbol, account);
      if (open) {
        const at = devnet.clock.now();
        Object.assign(open, amounts, { status: 'seen', sourceTxId: externalTxId(chain, `deposit:${open.id}`), updatedAt: iso(at) });
        open.steps.push({ status: 'seen', at: iso(at) });
        const reason = disabledReason(open);
        if (reason) fail(open, reason, at);
        devnet.persist();
        return publicTransfer(open);
      }
      const id = nextDepositId(pair.from_coin_symbol, account);
      const transfer = record(
        seenTransfer({
          id,
          direction: 'deposit',
          chain,
          coin: pair.from_coin_symbol,
          symbol: pair.to_coin_symbol,
          account,
          address: MEMO_COINS.has(pair.from_coin_symbol) ? null : depositAddress(pair.from_coin_symbol, account),
          ...amounts,
          sourceTxId: externalTxId(chain, `deposit:${id}`),
          atMs: devnet.clock.now(),
        }),
      );
      devnet.persist();
      return publicTransfer(transfer);
    },
    /** Test control: ends a transfer as failed with `reason`, or holds it where it is. */
    control(id: string, action: unknown, reason: unknown): BridgeTransfer | { status: number; error: string } {
      catchUp();
      const transfer = find(id);
      if (!transfer) return { status: 404, error: `unknown transfer ${id}` };
      if (action === 'fail') {
        if (typeof reason !== 'string' || reason.trim() === '' || reason.length > 500) return { status: 400, error: 'reason must be a text of 1 to 500 characters' };
        if (!fail(transfer, reason.trim(), devnet.clock.now())) return { status: 409, error: `transfer ${id} already ended (${transfer.status})` };
      } else if (action === 'stall') {
        if (transfer.status === 'confirmed' || transfer.status === 'failed') return { status: 409, error: `transfer ${id} already ended (${transfer.status})` };
        transfer.held = true;
      } else {
        return { status: 400, error: 'action must be fail or stall' };
      }
      devnet.persist();
      return publicTransfer(transfer);
    },
  };
}
