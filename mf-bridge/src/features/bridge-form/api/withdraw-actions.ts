import { bridgeApi } from '@tdx/api';
import type { ContractAction, Settings } from '@tdx/contracts';
import { pegWithdrawAction } from '../utils/peg';
import { evmBridgeSettings, type TransferOption } from '../utils/transfer-options';

export interface WithdrawRequest {
  option: TransferOption;
  /** A valid amount at the token's precision. */
  quantity: string;
  /** The receiving address (ignored for SWAP.HIVE: HIVE goes to the user's own account). */
  address: string;
  /** The user's own memo (SWAP.EOS, SWAP.BTS), appended with a space to the converter's. */
  memo?: string;
}

/** Coins whose receiving side may need a memo of its own (an exchange's deposit memo). */
export const MEMO_COINS: ReadonlySet<string> = new Set(['EOS', 'BTS']);

/** The converter's memo, then the user's after a space when there is one. */
export function withdrawalMemo(converterMemo: string, userMemo: string | undefined): string {
  const own = userMemo?.trim() ?? '';
  return own ? `${converterMemo} ${own}` : converterMemo;
}

const tokenTransfer = (symbol: string, to: string, quantity: string, memo: string): ContractAction => ({
  contractName: 'tokens',
  contractAction: 'transfer',
  contractPayload: { symbol, to, quantity, memo },
});

/**
 * The sidechain action of a withdrawal: `hivepegged.withdraw` for SWAP.HIVE; a transfer to the
 * converter's account with the memo it gives (`POST convert/`) for its coins; a transfer to the EVM
 * bridge's account with the destination address as memo for bridged tokens.
 */
export async function withdrawAction({ option, quantity, address, memo }: WithdrawRequest, settings: Settings | null): Promise<ContractAction> {
  switch (option.kind) {
    case 'hive':
      return pegWithdrawAction(quantity);
    case 'converter': {
      const plan = await bridgeApi.convert({ from_coin: option.pegged, to_coin: option.coin, destination: address.trim() });
      if (!plan.account) throw new Error('The bridge gave no account to send the withdrawal to');
      return tokenTransfer(option.pegged, plan.account, quantity, withdrawalMemo(plan.memo ?? '', MEMO_COINS.has(option.coin) ? memo : undefined));
    }
    case 'evm': {
      const bridge = evmBridgeSettings(settings, option.network);
      if (!bridge) throw new Error('This bridge is not configured on this site');
      return tokenTransfer(option.pegged, bridge.account, quantity, address.trim());
    }
  }
}
