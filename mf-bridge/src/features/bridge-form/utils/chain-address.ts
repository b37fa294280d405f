import { isAddress } from 'viem';
import { base58CheckVersion, isCashAddress, isSegwitAddress } from './address-codecs';

interface CoinAddressRule {
  /** Version bytes of its base58check addresses (P2PKH, P2SH). */
  base58: readonly number[];
  /** Human-readable part of its SegWit addresses. */
  segwit?: string;
  /** Prefix of its CashAddr addresses. */
  cashAddr?: string;
}

/** The mainnet address formats of the converter's UTXO coins. */
const COIN_RULES: Record<string, CoinAddressRule> = {
  BTC: { base58: [0x00, 0x05], segwit: 'bc' },
  LTC: { base58: [0x30, 0x32, 0x05], segwit: 'ltc' },
  DOGE: { base58: [0x1e, 0x16] },
  BCH: { base58: [0x00, 0x05], cashAddr: 'bitcoincash' },
};

/** EOS account names: up to 12 of a–z, 1–5 and dots, not ending with a dot. */
const EOS_ACCOUNT = /^[a-z1-5.]{0,11}[a-z1-5]$/;
/** Any other converter coin: one token of letters, digits and dots (its own format is not known here). */
const OTHER_COIN_ADDRESS = /^[A-Za-z0-9.]{3,100}$/;

/**
 * Whether `address` can receive `coin`: an EVM address (a mixed-case one must carry its EIP-55
 * checksum, so a mistyped letter is caught), a BTC / LTC / DOGE / BCH address whose checksum holds,
 * an EOS account name, or for other coins a plausible token.
 */
export function isReceivingAddress(coin: string, address: string, evm: boolean): boolean {
  if (evm) return isAddress(address);
  if (coin === 'EOS') return EOS_ACCOUNT.test(address);
  const rule = COIN_RULES[coin];
  if (!rule) return OTHER_COIN_ADDRESS.test(address);
  const version = base58CheckVersion(address);
  if (version !== null) return rule.base58.includes(version);
  return (rule.segwit !== undefined && isSegwitAddress(address, rule.segwit)) || (rule.cashAddr !== undefined && isCashAddress(address, rule.cashAddr));
}
