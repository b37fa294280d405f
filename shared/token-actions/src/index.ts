/**
 * `@tdx/token-actions`: the dialogs of the `tokens` contract's actions, for a token's holder and
 * its issuer (README.md). Not a Module Federation shared module: each remote bundles the dialogs
 * it imports (`sideEffects: false`). The shell never imports it.
 */
export type { FeeDialogProps, HoldingDialogProps, TokenDialogProps } from './components/dialog-props';
export { TransferDialog } from './components/transfer-dialog';
export { StakeDialog } from './components/stake-dialog';
export { UnstakeDialog } from './components/unstake-dialog';
export { CancelUnstakeDialog } from './components/cancel-unstake-dialog';
export { DelegateDialog } from './components/delegate-dialog';
export { UndelegateDialog } from './components/undelegate-dialog';
export { IssueDialog } from './components/issue-dialog';
export { EnableStakingDialog } from './components/enable-staking-dialog';
export { EnableDelegationDialog } from './components/enable-delegation-dialog';
export { TransferOwnershipDialog } from './components/transfer-ownership-dialog';
export { OwnershipTransferDialog, type OwnershipTransferDialogProps } from './components/ownership-transfer-dialog';
export { EditMetadataDialog } from './components/edit-metadata-dialog';
export { RaisePrecisionDialog } from './components/raise-precision-dialog';
export { chainAmount, stakeBreakdown, type StakeBreakdown } from './model/stake';
export { tokensParamsQuery, type TokensParams } from './api/token-reads';
export { urlProblem } from './model/rules';
export { tokenActions, type NewToken } from './model/payloads';
export { ActionDialog, type ActionDialogProps } from './components/action-dialog';
export { FeeLine } from './components/fee-line';
