import { useData } from '@tdx/data';
import type BigNumber from 'bignumber.js';
import { nftDefinitionQuery, nftParamsQuery } from '../../../shared';
import { issuanceCost } from './open-rules';

export interface IssuanceCost {
  /** BEE for `cards` cards, null while the fee or the NFT is being read or could not be. */
  cost: BigNumber | null;
  failed: boolean;
  reload: () => void;
}

/** What the fee pool pays to issue `cards` cards of `nft`: nft.params' BEE fee × (its properties + 1) each. */
export function useIssuanceCost(nft: string, cards: number): IssuanceCost {
  const params = useData(nftParamsQuery, undefined);
  const definition = useData(nftDefinitionQuery, nft);
  const baseFee = params.data?.nftIssuanceFee?.BEE;
  const cost = baseFee !== undefined && definition.data ? issuanceCost(baseFee, definition.data.properties.length, cards) : null;
  return {
    cost,
    failed: params.failed || definition.failed,
    reload: () => {
      params.reload();
      definition.reload();
    },
  };
}
