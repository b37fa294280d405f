import { Alert } from '@tdx/ui/extra';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { useBroadcastAction } from '../../../shared';
import { tokenActions } from '../model/payloads';
import { chainQuantity } from '../model/rules';
import { useQuantity } from '../model/use-quantity';
import { useRecipient } from '../model/use-recipient';
import { ActionDialog } from './action-dialog';
import type { TokenDialogProps } from './dialog-props';
import { QuantityField } from './quantity-field';
import { RecipientField } from './recipient-field';

const MEMO_MAX_LENGTH = 2000;

export function TransferDialog({ row, account, onClose }: TokenDialogProps) {
  const { symbol, token } = row;
  const action = useBroadcastAction();
  const recipient = useRecipient(account, { allowSelf: false });
  const quantity = useQuantity(token.precision, row.balance.balance);
  const [memo, setMemo] = useState('');

  const submit = async () => {
    quantity.reveal();
    const to = await recipient.confirm();
    if (!to || quantity.problem) return;
    const amount = chainQuantity(quantity.value);
    const outcome = await action.run({
      actions: tokenActions.transfer(symbol, to, amount, memo),
      displayName: `Transfer (${symbol})`,
      successMessage: `Sent ${amount} ${symbol} to ${to}`,
    });
    if (outcome?.status === 'confirmed') onClose();
  };

  return (
    <ActionDialog title={`Transfer ${symbol}`} onClose={onClose} action={action} submitLabel="Transfer" onSubmit={submit} busy={recipient.checking}>
      {symbol.startsWith('SWAP.') && (
        <Alert severity="warning">
          {symbol} only exists on Hive Engine. Send it only to an account or exchange that handles {symbol}; to move it off Hive
          Engine, use Withdraw.
        </Alert>
      )}
      <RecipientField label="Recipient" recipient={recipient} disabled={action.waiting} />
      <QuantityField value={quantity.value} onChange={quantity.setValue} error={quantity.error} symbol={symbol} precision={token.precision} available={row.balance.balance} disabled={action.waiting} />
      <TextField
        label="Memo (optional, public)"
        value={memo}
        onChange={(event) => setMemo(event.target.value)}
        disabled={action.waiting}
        fullWidth
        multiline
        slotProps={{ htmlInput: { maxLength: MEMO_MAX_LENGTH } }}
      />
    </ActionDialog>
  );
}
