/**
 * `@tdx/controls`: form controls every area shares (README.md). Not a Module Federation shared
 * module: each remote bundles only the controls it imports (`sideEffects: false`). The shell never
 * imports it.
 */
export { AccountNameField, type AccountNameFieldProps } from './account-name/account-name-field';
export { useAccountName, type AccountName, type AccountNameOptions, type AccountNameState } from './account-name/use-account-name';
export { TokenAmountField, type TokenAmountFieldProps } from './token-amount/token-amount-field';
export { useTokenAmount, type TokenAmount, type TokenAmountRules } from './token-amount/use-token-amount';
export { CsvListInput, type CsvListInputProps } from './csv-list/csv-list-input';
export { type CsvList, type CsvListRules, type CsvRow, type CsvRowProblem } from './csv-list/parse-csv-list';
export { useCsvList, type CsvListState } from './csv-list/use-csv-list';
export { BatchProgress, type BatchProgressProps, type BatchStep, type BatchStepStatus } from './batch-progress/batch-progress';
export {
  SYMBOL_CHECK_DELAY_MS,
  SYMBOL_CHECK_FAILED_TEXT,
  symbolFreeText,
  useSymbolAvailability,
  type SymbolAvailability,
  type SymbolAvailabilityState,
  type SymbolLookup,
} from './symbol-availability/use-symbol-availability';
export { SymbolField, type SymbolFieldProps } from './symbol-availability/symbol-field';
export { beeBalanceQuery, FEE_PRECISION, FEE_SYMBOL } from './creation-fee/bee-balance-query';
export { CreationFeeLine, type CreationFeeLineProps, type CreationFeePayment } from './creation-fee/creation-fee-line';
export { FIX_FIELDS_TEXT, STILL_READING_TEXT, useCreationSubmit, type CreationSubmit, type CreationSubmitOptions } from './creation-fee/use-creation-submit';
export { ActionsMenu, type ActionsMenuProps } from './actions-menu/actions-menu';
export { TokenPickerDialog, type TokenListState, type TokenPickerDialogProps } from './token-picker/token-picker-dialog';
export type { PickerToken, TokenPickAction } from './token-picker/token-options';
export { ActionButtonGrid, type ActionButtonGridProps, type GridAction } from './action-grid/action-button-grid';
