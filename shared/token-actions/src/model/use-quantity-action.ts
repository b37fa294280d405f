import { useAccountName, useTokenAmount, type AccountName, type TokenAmount } from '@tdx/controls';
import type { ContractAction, Token } from '@tdx/contracts';
import { useBroadcast, type Broadcast } from '@tdx/data';
import { chainQuantity, MESSAGES } from './rules';
import { chainAmount } from './stake';

/** What one confirmed quantity sends. */
export interface QuantityRequest {
  actions: ContractAction | ContractAction[];
  successMessage: string;
}

interface QuantityActionBase {
  /** Names the action: the dialog's title and button, Keychain's display name. */
  verb: string;
  token: Token;
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
  quantity: TokenAmount;
  /** The recipient field's state (unused when the action has no recipient). */
  recipient: AccountName;
  /** Shows every field's problem; sends only when there is none, closes once the chain confirmed it. */
  submit: () => Promise<void>;
}

/**
 * The state of a token action that sends a quantity (and, for some, to a recipient): the
 * quantity's rules, the recipient's existence check first, then the broadcast.
 */
export function useQuantityAction(config: QuantityActionConfig): QuantityAction {
  const action = useBroadcast();
  // A missing or broken chain amount bounds the quantity at 0 rather than not at all.
  const quantity = useTokenAmount({ precision: config.token.precision, balance: chainAmount(config.available).toFixed() }, config.initialQuantity);
  const self = config.recipient && !config.recipient.allowSelf ? config.recipient.self : null;
  const recipient = useAccountName(config.recipient?.initial, { rule: (name) => (name === self ? MESSAGES.toSelf : null) });

  /** The payload builder once the recipient (if any) is confirmed; null when it is not. */
  const confirmedSend = async (): Promise<((amount: string) => QuantityRequest) | null> => {
    if (!config.recipient) return config.send;
    const to = await recipient.confirm();
    const { send } = config;
    return to === null ? null : (amount) => send(amount, to);
  };

  const submit = async () => {
    const amount = quantity.confirm();
    const send = await confirmedSend();
    if (!send || amount === null) return;
    const outcome = await action.run({ ...send(chainQuantity(amount)), displayName: `${config.verb} (${config.token.symbol})` });
    if (outcome?.status === 'confirmed') config.onClose();
  };

  return { config, action, quantity, recipient, submit };
}
