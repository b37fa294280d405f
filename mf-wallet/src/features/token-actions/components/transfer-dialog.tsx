import { Alert } from '@tdx/ui/extra';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { tokenActions } from '../model/payloads';
import { useQuantityAction } from '../model/use-quantity-action';
import type { TokenDialogProps } from './dialog-props';
import { QuantityActionDialog } from './quantity-action-dialog';

const MEMO_MAX_LENGTH = 2000;

export function TransferDialog({ row, account, onClose }: TokenDialogProps) {
  const { symbol } = row;
  const [memo, setMemo] = useState('');
  const form = useQuantityAction({
    verb: 'Transfer',
    row,
    onClose,
    available: row.balance.balance,
    recipient: { label: 'Recipient', self: account, allowSelf: false },
    send: (amount, to) => ({ actions: tokenActions.transfer(symbol, to, amount, memo), successMessage: `Sent ${amount} ${symbol} to ${to}` }),
  });
  const swapWarning = symbol.startsWith('SWAP.') && (
    <Alert severity="warning">
      {symbol} only exists on Hive Engine. Send it only to an account or exchange that handles {symbol}; to move it off Hive
      Engine, use Withdraw.
    </Alert>
  );
  const memoField = (
    <TextField
      label="Memo (optional, public)"
      value={memo}
      onChange={(event) => setMemo(event.target.value)}
      disabled={form.action.waiting}
      fullWidth
      multiline
      slotProps={{ htmlInput: { maxLength: MEMO_MAX_LENGTH } }}
    />
  );
  return <QuantityActionDialog form={form} before={swapWarning} after={memoField} />;
}
