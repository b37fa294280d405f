import { useBroadcast, type Broadcast } from '@tdx/data';
import type { ContractAction } from '@tdx/contracts';
import { type WalletRow } from '../../../shared';
import { chainQuantity } from './rules';
import { useQuantity, type Quantity } from './use-quantity';
import { useRecipient, type Recipient } from './use-recipient';

/** What one confirmed quantity sends. */
export interface QuantityRequest {
  actions: ContractAction | ContractAction[];
  successMessage: string;
}

interface QuantityActionBase {
  /** Names the action: the dialog's title and button, Keychain's display name. */
  verb: string;
  row: WalletRow;
  onClose: () => void;
  /** The most that may be sent (decimal string) and how the field calls it. */
  available: string;
  availableLabel?: string;
  initialQuantity?: string;
}

export interface RecipientRule {
  /** The field's label. */
  label: string;
  /** The signed-in account. */
  self: string;
  allowSelf: boolean;
  initial?: string;
}

/** An action sent to an account that is checked on the Hive node before sending. */
interface ToRecipient extends QuantityActionBase {
  recipient: RecipientRule;
  send: (amount: string, to: string) => QuantityRequest;
}

interface WithoutRecipient extends QuantityActionBase {
  recipient?: undefined;
  send: (amount: string) => QuantityRequest;
}

export type QuantityActionConfig = ToRecipient | WithoutRecipient;

export interface QuantityAction {
  config: QuantityActionConfig;
  action: Broadcast;
  quantity: Quantity;
  /** The recipient field's state (unused when the action has no recipient). */
  recipient: Recipient;
  /** Shows every field's problem; sends only when there is none, closes once the chain confirmed it. */
  submit: () => Promise<void>;
}

const NO_RECIPIENT = { allowSelf: true };

/**
 * The state of a token action that sends a quantity (and, for some, to a recipient): the
 * quantity's rules, the recipient's existence check first, then the broadcast.
 */
export function useQuantityAction(config: QuantityActionConfig): QuantityAction {
  const action = useBroadcast();
  const quantity = useQuantity(config.row.token.precision, config.available, config.initialQuantity);
  const recipient = useRecipient(config.recipient?.self ?? '', config.recipient ?? NO_RECIPIENT);

  /** The payload builder once the recipient (if any) is confirmed; null when it is not. */
  const confirmedSend = async (): Promise<((amount: string) => QuantityRequest) | null> => {
    if (!config.recipient) return config.send;
    const to = await recipient.confirm();
    const { send } = config;
    return to === null ? null : (amount) => send(amount, to);
  };

  const submit = async () => {
    quantity.reveal();
    const send = await confirmedSend();
    if (!send || quantity.problem) return;
    const outcome = await action.run({ ...send(chainQuantity(quantity.value)), displayName: `${config.verb} (${config.row.symbol})` });
    if (outcome?.status === 'confirmed') config.onClose();
  };

  return { config, action, quantity, recipient, submit };
}
