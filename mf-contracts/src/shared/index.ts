/**
 * What the token pages of the area share: the issuer's tokens (under the account's key, so
 * each action it signs reads them again), the token's state in words, the
 * links between the pages, and the pieces several pages show.
 */
export { IssuedTokensGate } from './issued-tokens-gate';
export { delegationSummary, delegationText, stakingSummary, stakingText, supplyFigures } from './token-state';
export { tokenManageHref } from './token-links';
export { CreateTokenPrompt } from './create-token-prompt';
export { TokenLabel } from './token-label';
export { FigureRows, type Figure } from './figure-rows';
