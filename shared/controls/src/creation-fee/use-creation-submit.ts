import { useBroadcast, type Broadcast, type BroadcastRequest } from '@tdx/data';
import { useState, type FormEvent } from 'react';
import { SYMBOL_CHECK_FAILED_TEXT, type SymbolAvailability } from '../symbol-availability/use-symbol-availability';

export const FIX_FIELDS_TEXT = 'Correct the fields marked in red first.';
export const STILL_READING_TEXT = 'The creation fee or your BEE balance is still being read. Try again in a moment.';

export interface CreationSubmitOptions {
  /** The form's fields: whether every rule passes, and showing every refusal once sending was tried. */
  form: { valid: boolean; markSubmitted: () => void };
  /** The fee: why it cannot be paid (shown by `CreationFeeLine`), and whether its reads answered. */
  payment: { problem: string | null; ready: boolean };
  availability: SymbolAvailability;
  /** What to broadcast once every check passed. */
  request: () => BroadcastRequest;
  onConfirmed: () => void;
}

export interface CreationSubmit {
  broadcast: Broadcast;
  /** Why nothing was sent, when no field or the fee line says it already, or null. */
  notice: string | null;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * A creation form's sending: the fields, the fee, then the symbol asked again on the sidechain (it
 * may have been taken meanwhile); only then the broadcast, and `onConfirmed` once the chain took it.
 */
export function useCreationSubmit({ form, payment, availability, request, onConfirmed }: CreationSubmitOptions): CreationSubmit {
  const broadcast = useBroadcast();
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (broadcast.waiting) return;
    form.markSubmitted();
    broadcast.reset();
    if (!form.valid) return setNotice(FIX_FIELDS_TEXT);
    if (payment.problem) return setNotice(null);
    if (!payment.ready) return setNotice(STILL_READING_TEXT);
    if (!(await availability.confirmFree())) return setNotice(availability.state === 'taken' ? null : SYMBOL_CHECK_FAILED_TEXT);
    setNotice(null);
    const outcome = await broadcast.run(request());
    if (outcome?.status === 'confirmed') onConfirmed();
  };

  return { broadcast, notice, submit };
}
