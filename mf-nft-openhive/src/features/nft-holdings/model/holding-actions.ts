import type { NftDefinition } from '../../../shared';
import type { Holding } from './holdings';

export type HoldingAction = 'transfer' | 'delegate' | 'undelegate' | 'burn';

export const HOLDING_ACTIONS: readonly HoldingAction[] = ['transfer', 'delegate', 'undelegate', 'burn'];

/** The button's and the dialog's words for each action. */
export const ACTION_WORDS: Record<HoldingAction, { verb: string; keychain: string; refusal: string }> = {
  transfer: { verb: 'Transfer', keychain: 'Transfer NFTs', refusal: 'delegated and soul-bound instances cannot be transferred' },
  delegate: { verb: 'Delegate', keychain: 'Delegate NFTs', refusal: 'only undelegated instances of NFTs with delegation enabled can be delegated' },
  undelegate: { verb: 'Undelegate', keychain: 'Undelegate NFTs', refusal: 'only delegated instances not already coming back can be undelegated' },
  burn: { verb: 'Burn', keychain: 'Burn NFTs', refusal: 'delegated instances cannot be burned' },
};

/** Whether the `nft` contract would apply `action` to this instance (it skips the others silently). */
export function canApply(action: HoldingAction, holding: Holding, definition: Pick<NftDefinition, 'delegationEnabled'>): boolean {
  switch (action) {
    case 'transfer':
      return holding.delegation === null && !holding.soulBound;
    case 'delegate':
      return definition.delegationEnabled && holding.delegation === null && !holding.soulBound;
    case 'undelegate':
      return definition.delegationEnabled && holding.delegation !== null && holding.delegation.returnsAt === null;
    case 'burn':
      return holding.delegation === null;
  }
}
