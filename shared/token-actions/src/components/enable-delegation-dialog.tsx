import { tokenActions } from '../model/payloads';
import { MESSAGES } from '../model/rules';
import type { FeeDialogProps } from './dialog-props';
import { EnableFeatureDialog, type WholeNumberField } from './enable-feature-dialog';

const FIELDS: readonly WholeNumberField[] = [{ label: 'Undelegation cooldown (days)', message: MESSAGES.cooldown }];

/** Turns delegation on for the issuer's staking token, paying `params.enableDelegationFee` BEE. */
export function EnableDelegationDialog(props: FeeDialogProps) {
  const { symbol } = props.token;
  return <EnableFeatureDialog {...props} feature="Delegation" feeField="enableDelegationFee" fields={FIELDS} actions={([cooldown]) => tokenActions.enableDelegation(symbol, cooldown)} />;
}
