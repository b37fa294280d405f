import { useCallback } from 'react';
import { loadTokensParams, type TokensParams } from '../../../shared';
import { useLoaded } from './use-loaded';

export type FeeField = 'enableStakingFee' | 'enableDelegationFee';

/** A fee of the live `tokens.params` row: the amount, null while loading, or 'failed'. */
export function useTokenFee(field: FeeField): { fee: string | null; failed: boolean } {
  const load = useCallback(() => loadTokensParams(), []);
  const [params] = useLoaded<TokensParams | null>(load);
  if (params.status === 'failed') return { fee: null, failed: true };
  if (params.status === 'loading') return { fee: null, failed: false };
  const fee = params.value?.[field];
  return typeof fee === 'string' ? { fee, failed: false } : { fee: null, failed: true };
}
