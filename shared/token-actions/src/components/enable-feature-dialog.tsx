import { useBroadcast } from '@tdx/data';
import type { ContractAction } from '@tdx/contracts';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { feeProblem, parseDays } from '../model/rules';
import { useTokenFee, type FeeField } from '../model/use-token-fee';
import { ActionDialog } from './action-dialog';
import type { FeeDialogProps } from './dialog-props';
import { FEE_SYMBOL, FeeLine } from './fee-line';

/** A whole number from 1 to 18250 the action needs (days or tranches). */
export interface WholeNumberField {
  label: string;
  /** Shown under the field while its text is not such a number. */
  message: string;
}

export interface EnableFeatureDialogProps extends FeeDialogProps {
  /** 'Staking' or 'Delegation': names the title, the button and the messages. */
  feature: string;
  feeField: FeeField;
  fields: readonly WholeNumberField[];
  /** The action for the fields' numbers, in the fields' order. */
  actions: (numbers: readonly number[]) => ContractAction;
}

/** Turns a feature on for the issuer's token, paying the live `params` fee in BEE. */
export function EnableFeatureDialog({ token, beeBalance, onClose, feature, feeField, fields, actions }: EnableFeatureDialogProps) {
  const { symbol } = token;
  const action = useBroadcast();
  const { fee, failed } = useTokenFee(feeField);
  const [texts, setTexts] = useState<readonly string[]>(() => fields.map(() => ''));
  const [submitted, setSubmitted] = useState(false);
  const numbers = texts.map(parseDays);
  const feeLoading = fee === null && !failed;
  const blocker = feeLoading ? null : feeProblem(fee, beeBalance, FEE_SYMBOL);

  const submit = async () => {
    setSubmitted(true);
    const valid = numbers.filter((value) => value !== null);
    if (valid.length < fields.length) return;
    const outcome = await action.run({
      actions: actions(valid),
      displayName: `Enable ${feature} (${symbol})`,
      successMessage: `${feature} enabled for ${symbol}`,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  const lower = feature.toLowerCase();
  return (
    <ActionDialog title={`Enable ${lower} for ${symbol}`} onClose={onClose} action={action} submitLabel={`Enable ${lower}`} onSubmit={submit} blocker={blocker} busy={feeLoading}>
      {fields.map((field, index) => {
        const showProblem = (submitted || texts[index] !== '') && numbers[index] === null;
        return (
          <TextField
            key={field.label}
            label={field.label}
            value={texts[index]}
            onChange={(event) => setTexts((previous) => previous.map((text, at) => (at === index ? event.target.value : text)))}
            error={showProblem}
            helperText={showProblem ? field.message : ' '}
            required
            fullWidth
            disabled={action.waiting}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        );
      })}
      <FeeLine fee={fee} beeBalance={beeBalance} />
    </ActionDialog>
  );
}
