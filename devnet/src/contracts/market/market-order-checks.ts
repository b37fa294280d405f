import type { ContractApi } from '../../chain/contract-api';
import { BigNumber, countDecimals, isNumericString } from '../shared/chain-number';
import { ACTIVE_KEY_REQUIRED, HIVE_PEGGED_SYMBOL } from '../shared/constants';
import { findToken } from '../shared/token-tables';
import { isTransferVerified, transferToThisContract } from '../shared/token-transfers';
import type { TokenRow } from '../tokens/rows';
import { actingAccount, hasActiveKey, isBlacklistedTrader } from './actor';
import { HIVE_PEGGED_PRECISION } from './constants';
import type { OrderType } from './rows';

export interface MarketOrder {
  account: string;
  symbol: string;
  /** As sent: SWAP.HIVE to spend (buy) or tokens to sell (sell). */
  quantity: string;
  token: TokenRow;
}

/**
 * The checks of `marketBuy` / `marketSell` in the real contract's order, then the lock of what is
 * spent (SWAP.HIVE for a buy, the token for a sell). A malformed symbol or quantity is silent.
 */
export function openMarketOrder(api: ContractApi, payload: Record<string, unknown>, type: OrderType): MarketOrder | null {
  const { symbol, quantity } = payload;
  const account = actingAccount(api, payload.account);
  if (isBlacklistedTrader(account)
    || !api.assert(hasActiveKey(api, payload.isSignedWithActiveKey), ACTIVE_KEY_REQUIRED)
    || typeof symbol !== 'string' || symbol === '' || symbol === HIVE_PEGGED_SYMBOL
    || !isNumericString(quantity) || !new BigNumber(quantity).gt(0)) return null;

  const token = findToken(api, symbol);
  const maxDecimals = type === 'buy' ? HIVE_PEGGED_PRECISION : token?.precision ?? 0;
  if (!api.assert(token !== null && countDecimals(quantity) <= maxDecimals, 'invalid params')) return null;

  const lockSymbol = type === 'buy' ? HIVE_PEGGED_SYMBOL : symbol;
  const result = transferToThisContract(api, account, lockSymbol, quantity);
  const locked = isTransferVerified(result, { event: 'transferToContract', from: account, to: api.contractName, symbol: lockSymbol, quantity });
  return locked ? { account, symbol, quantity, token: token as TokenRow } : null;
}
