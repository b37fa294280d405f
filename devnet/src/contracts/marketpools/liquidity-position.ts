import type { ContractApi } from '../../chain/contract-api';
import { blockTimeMs } from '../shared/block-time';
import { BigNumber } from '../shared/chain-number';
import { liquidityPositions } from './rows';
import { storedDecimal } from './stored-decimal';

/**
 * Adds shares to the sender's position. An existing position's timeFactor moves forward by the
 * elapsed time × |Δshares| / max(old, new), never past now.
 */
export function addShares(api: ContractApi, tokenPair: string, newShares: BigNumber): void {
  const account = api.sender ?? 'null';
  const nowMs = blockTimeMs(api);
  const table = liquidityPositions(api);
  const position = table.findOne({ account, tokenPair });
  if (position === null) {
    table.insert({ account, tokenPair, shares: storedDecimal(newShares), timeFactor: nowMs });
    return;
  }
  const finalShares = new BigNumber(position.shares).plus(newShares);
  const elapsed = new BigNumber(nowMs).minus(position.timeFactor).abs();
  const shareChange = finalShares.minus(position.shares).abs().dividedBy(BigNumber.max(finalShares, position.shares));
  const movedTimeFactor = new BigNumber(position.timeFactor).plus(elapsed.times(shareChange)).dp(0, BigNumber.ROUND_HALF_UP);
  table.update({
    ...position,
    shares: storedDecimal(finalShares),
    timeFactor: BigNumber.min(movedTimeFactor, nowMs).toNumber(),
  });
}
