import { tokenActions } from '../model/payloads';
import { MESSAGES } from '../model/rules';
import type { FeeDialogProps } from './dialog-props';
import { EnableFeatureDialog, type WholeNumberField } from './enable-feature-dialog';

const FIELDS: readonly WholeNumberField[] = [
  { label: 'Unstaking cooldown (days)', message: MESSAGES.cooldown },
  { label: 'Number of unstake tranches', message: MESSAGES.tranches },
];

/** Turns staking on for the issuer's token, paying `params.enableStakingFee` BEE. */
export function EnableStakingDialog(props: FeeDialogProps) {
  const { symbol } = props.token;
  return (
    <EnableFeatureDialog
      {...props}
      feature="Staking"
      feeField="enableStakingFee"
      fields={FIELDS}
      actions={([cooldown, tranches]) => tokenActions.enableStaking(symbol, cooldown, tranches)}
    />
  );
}
