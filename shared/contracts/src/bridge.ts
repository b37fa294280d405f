/** One row of the bridge service's `GET conversions/` (amounts are decimal strings). */
export interface BridgeConversion {
  id: string;
  created_at: string;
  from_coin_symbol: string;
  to_coin_symbol: string;
  from_amount: string;
  to_amount: string;
  ex_fee: string;
  to_address: string;
  to_memo: string | null;
  to_txid: string;
  deposit: { from_account: string; coin_symbol: string; amount: string; txid: string };
}

/** A page of `GET conversions/`. */
export interface ConversionPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: BridgeConversion[];
}
