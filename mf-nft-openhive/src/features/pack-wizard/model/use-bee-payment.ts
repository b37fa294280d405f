import { beeBalanceQuery, FEE_SYMBOL, type CreationFeePayment } from '@tdx/controls';
import { useData } from '@tdx/data';
import BigNumber from 'bignumber.js';
import { nftParamsQuery } from '../../../shared';
import { packParamsQuery } from '../api/pack-params-query';

export const FEE_UNREADABLE_TEXT = 'The fee could not be read from the sidechain. Try again in a moment.';
export const BALANCE_UNREADABLE_TEXT = 'Your BEE balance could not be read from the sidechain. Try again in a moment.';

export type BeePayment = CreationFeePayment & { ready: boolean };

/** Which fee a step burns: the nft contract's NFT creation fee, or a packmanager fee. */
export type WizardFee = 'nftCreationFee' | 'registerFee' | 'typeAddFee';

/** A live BEE fee against the account's liquid BEE, as `CreationFeeLine` and `useCreationSubmit` take it. */
export function useBeePayment(account: string, which: WizardFee): BeePayment {
  const nftParams = useData(nftParamsQuery, which === 'nftCreationFee' ? undefined : null);
  const packParams = useData(packParamsQuery, which === 'nftCreationFee' ? null : undefined);
  const params = which === 'nftCreationFee' ? nftParams : packParams;
  const bee = useData(beeBalanceQuery, account);
  const picked = (params.data as Record<string, unknown> | null | undefined)?.[which];
  const fee = typeof picked === 'string' && new BigNumber(picked).isFinite() ? picked : null;
  const balance = bee.data ?? null;
  const readProblem = (params.failed && params.data === undefined) || params.data === null || (params.data !== undefined && fee === null) ? FEE_UNREADABLE_TEXT : bee.failed && balance === null ? BALANCE_UNREADABLE_TEXT : null;
  const short = readProblem === null && fee !== null && balance !== null && new BigNumber(balance).lt(fee);
  return {
    fee,
    balance,
    problem: readProblem ?? (short ? `Not enough ${FEE_SYMBOL}: this costs ${new BigNumber(fee ?? 0).toFormat()} ${FEE_SYMBOL}, you have ${new BigNumber(balance ?? 0).toFormat()} ${FEE_SYMBOL}.` : null),
    short,
    ready: fee !== null && balance !== null,
    retry: () => {
      if (params.failed || fee === null) params.reload();
      if (bee.failed) bee.reload();
    },
  };
}
