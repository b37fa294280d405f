import type BigNumber from 'bignumber.js';
import { Alert, AlertTitle } from '@tdx/ui/extra';
import { priceText, type PairNames } from '../model/deposit-text';

export interface FirstDepositNoticeProps {
  names: PairNames;
  /** The order book's price the contract checks against; null when it does not check. */
  orderBook: BigNumber | null;
  /** The limit as typed under Advanced. */
  maxDeviation: string;
}

/** The pool is empty: the deposit sets its price, and the contract compares that price with the order book's. */
export function FirstDepositNotice({ names, orderBook, maxDeviation }: FirstDepositNoticeProps) {
  const checkOff = maxDeviation.trim() === '0';
  return (
    <Alert severity="warning" role="note">
      <AlertTitle>You set this pool&apos;s price</AlertTitle>
      The pool is empty: its price will be the ratio of your two amounts ({names.quote} per {names.base}). A price away from the market is traded back to it by
      arbitrage, at your expense.{' '}
      {orderBook === null
        ? `The order book has no price for both tokens, so the contract does not check yours.`
        : checkOff
          ? `With a deviation of 0 under Advanced, the contract does not compare it with the order book's ${priceText(orderBook, names)}.`
          : `The contract refuses a price more than ${maxDeviation} % away from the order book's ${priceText(orderBook, names)} (the tokens' last trades); Advanced changes that limit, 0 turns the check off.`}
    </Alert>
  );
}
