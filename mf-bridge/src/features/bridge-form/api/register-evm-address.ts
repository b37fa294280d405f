import type { EvmBridgeSettings, EvmNetwork } from '@tdx/contracts';
import { CANCELLED_TEXT, transfer } from '@tdx/keychain';
import type { Address } from 'viem';
import { registrationMemo, sameAddress } from '../utils/evm-chain';
import { getRegisteredEvmAddress } from './get-deposit-instructions';
import { signAccountName, walletProblem, type Eip1193Provider } from './web3-wallet';

/** What the bridge charges for a registration: a HIVE transfer of exactly this amount. */
export const REGISTRATION_FEE = '0.001';

export interface RegistrationRequest {
  account: string;
  network: EvmNetwork;
  bridge: EvmBridgeSettings;
  wallet: Eip1193Provider;
  address: Address;
}

export type RegistrationOutcome = { status: 'sent' } | { status: 'problem'; message: string };

/** Signs the account name in the Web3 wallet, then sends the 0.001 HIVE registration transfer through Keychain. */
export async function registerEvmAddress({ account, network, bridge, wallet, address }: RegistrationRequest): Promise<RegistrationOutcome> {
  let signature: string;
  try {
    signature = await signAccountName(wallet, address, account);
  } catch (error) {
    return { status: 'problem', message: walletProblem(error).message };
  }
  const signed = await transfer(account, bridge.account, REGISTRATION_FEE, registrationMemo(bridge.id, network, address, signature), 'HIVE');
  if (!signed.success) return { status: 'problem', message: signed.cancel ? CANCELLED_TEXT : signed.message };
  return { status: 'sent' };
}

const POLL_MS = 1500;
const POLLS = 8;

/** Asks the bridge until it reports `address` for the account (true), or gives up after about 12 s (false). */
export async function waitForRegistration(network: EvmNetwork, account: string, address: string, pollMs = POLL_MS): Promise<boolean> {
  for (let poll = 0; poll < POLLS; poll += 1) {
    const registered = await getRegisteredEvmAddress(network, account).catch(() => null);
    if (registered && sameAddress(registered, address)) return true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return false;
}
