import { bridgeApi } from '@tdx/api';
import type { EvmNetwork } from '@tdx/contracts';
import { depositOfTransaction } from '../utils/transfer-ids';

const POLL_MS = 2_000;
const POLLS = 10;

/**
 * The id of the bridge's transfer of a deposit sent from the Web3 wallet (its source transaction is
 * `hash`), asked for every 2 s until the bridge has seen it; null after about 20 s or while the bridge does not answer.
 */
export async function findDepositTransfer(account: string, network: EvmNetwork, hash: string, pollMs = POLL_MS): Promise<string | null> {
  for (let poll = 0; poll < POLLS; poll += 1) {
    const page = await bridgeApi.getTransfers({ account, chain: network, direction: 'deposit', limit: 20 }).catch(() => null);
    const found = page ? depositOfTransaction(page.transfers, hash) : undefined;
    if (found) return found.id;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return null;
}
