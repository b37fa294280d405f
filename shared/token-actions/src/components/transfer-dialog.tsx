import { Alert } from '@tdx/ui/extra';
import { TextField } from '@tdx/ui/overlay';
import { useState } from 'react';
import { tokenActions } from '../model/payloads';
import { useQuantityAction } from '../model/use-quantity-action';
import type { HoldingDialogProps } from './dialog-props';
import { QuantityActionDialog } from './quantity-action-dialog';

const MEMO_MAX_LENGTH = 2000;

/** Sends liquid tokens to another account, with an optional public memo. */
export function TransferDialog({ token, balance, account, onClose }: HoldingDialogProps) {
  const { symbol } = token;
  const [memo, setMemo] = useState('');
  const form = useQuantityAction({
    verb: 'Transfer',
    token,
    onClose,
    available: balance.balance,
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
