import { sidechain } from '@tdx/api';
import { useAccountName, type AccountName } from '@tdx/controls';
import { useState } from 'react';
import { contractNameProblem, notSelfRule, RECIPIENT_MESSAGES, type Recipient, type RecipientType } from './recipient-rules';

export interface RecipientState {
  type: RecipientType;
  setType: (type: RecipientType) => void;
  account: AccountName;
  contract: { value: string; setValue: (text: string) => void; message: string | null };
  /** Judges the recipient now (an account on the Hive node, a contract on the sidechain): the recipient, or null (the field says why). */
  confirm: () => Promise<Recipient | null>;
}

export interface RecipientOptions {
  /** The account typed at first. */
  initialAccount?: string;
  /** An account refused as the recipient (the signer, when it already holds what is sent). */
  notSelf?: string;
}

/** Whom NFTs go to: a Hive account that exists (not `notSelf`), or a sidechain contract that exists. */
export function useRecipient({ initialAccount = '', notSelf }: RecipientOptions = {}): RecipientState {
  const [type, setType] = useState<RecipientType>('user');
  const account = useAccountName(initialAccount, notSelf === undefined ? {} : { rule: notSelfRule(notSelf) });
  const [contractName, setContractName] = useState('');
  const [contractMessage, setContractMessage] = useState<string | null>(null);

  const confirmContract = async (): Promise<Recipient | null> => {
    const name = contractName.trim();
    const problem = contractNameProblem(name);
    if (problem) {
      setContractMessage(problem);
      return null;
    }
    try {
      const found = (await sidechain.getContract(name)) !== null;
      setContractMessage(found ? null : RECIPIENT_MESSAGES.contractMissing(name));
      return found ? { name, type: 'contract' } : null;
    } catch {
      setContractMessage(RECIPIENT_MESSAGES.contractUnchecked);
      return null;
    }
  };

  return {
    type,
    setType,
    account,
    contract: {
      value: contractName,
      setValue: (text) => {
        setContractName(text);
        setContractMessage(null);
      },
      message: contractMessage,
    },
    confirm: async () => {
      if (type === 'contract') return confirmContract();
      const name = await account.confirm();
      return name === null ? null : { name, type: 'user' };
    },
  };
}
