import { conversionAmounts, type Conversion } from './conversions';

/** Deposits and withdrawals of the dev accounts, so the conversion history page is not empty on a fresh start. */
export function seededConversions(clockStartMs: number): Conversion[] {
  const at = (daysAgo: number) => new Date(clockStartMs - daysAgo * 86_400_000).toISOString().slice(0, 19) + 'Z';
  const deposit = (id: string, daysAgo: number, coin: string, amount: string, account: string): Conversion => ({
    id,
    created_at: at(daysAgo),
    from_coin_symbol: coin,
    to_coin_symbol: `SWAP.${coin}`,
    ...conversionAmounts(amount),
    to_address: account,
    to_memo: null,
    to_txid: `devnet-${id}`,
    deposit: { from_account: `external-${coin.toLowerCase()}`, coin_symbol: coin, amount, txid: `external-${id}` },
  });
  const withdrawal = (id: string, daysAgo: number, coin: string, amount: string, account: string, address: string): Conversion => ({
    id,
    created_at: at(daysAgo),
    from_coin_symbol: `SWAP.${coin}`,
    to_coin_symbol: coin,
    ...conversionAmounts(amount),
    to_address: address,
    to_memo: null,
    to_txid: `external-${id}`,
    deposit: { from_account: account, coin_symbol: `SWAP.${coin}`, amount, txid: `devnet-${id}` },
  });
  return [
    deposit('seed-1', 12, 'BTC', '0.01500000', 'alice'),
    withdrawal('seed-2', 9, 'LTC', '2.50000000', 'alice', 'ltc1qdevnetalice0000000000000000000000'),
    deposit('seed-3', 6, 'DOGE', '1200.00000000', 'bob'),
    withdrawal('seed-4', 3, 'BTC', '0.00420000', 'bob', 'bc1qdevnetbob00000000000000000000000000'),
    deposit('seed-5', 1, 'EOS', '35.00000000', 'carol'),
  ];
}
