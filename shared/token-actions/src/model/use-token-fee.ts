import { useData } from '@tdx/data';
import { tokensParamsQuery } from '../api/token-reads';

export type FeeField = 'enableStakingFee' | 'enableDelegationFee';

/** A fee of the live `tokens.params` row: the amount, null while loading, or 'failed'. */
export function useTokenFee(field: FeeField): { fee: string | null; failed: boolean } {
  const params = useData(tokensParamsQuery, undefined);
  if (params.failed) return { fee: null, failed: true };
  if (params.data === undefined) return { fee: null, failed: false };
  const fee = params.data?.[field];
  return typeof fee === 'string' ? { fee, failed: false } : { fee: null, failed: true };
}
