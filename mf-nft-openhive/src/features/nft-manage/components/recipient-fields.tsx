import { AccountNameField, type AccountName } from '@tdx/controls';
import { MenuItem, TextField } from '@tdx/ui/overlay';

export type RecipientType = 'user' | 'contract';

export interface RecipientFieldsProps {
  toType: RecipientType;
  onTypeChange: (type: RecipientType) => void;
  recipient: AccountName;
  contract: string;
  onContractChange: (name: string) => void;
  contractProblem: string | null;
  disabled: boolean;
}

/** Whom an instance goes to: a Hive account (looked up) or a sidechain contract by name. */
export function RecipientFields({ toType, onTypeChange, recipient, contract, onContractChange, contractProblem, disabled }: RecipientFieldsProps) {
  return (
    <>
      <TextField select label="Issue to" value={toType} onChange={(event) => onTypeChange(event.target.value as RecipientType)} fullWidth disabled={disabled}>
        <MenuItem value="user">An account</MenuItem>
        <MenuItem value="contract">A contract</MenuItem>
      </TextField>
      {toType === 'user' ? (
        <AccountNameField label="Recipient" account={recipient} disabled={disabled} />
      ) : (
        <TextField
          label="Recipient contract"
          value={contract}
          onChange={(event) => onContractChange(event.target.value)}
          error={contractProblem !== null}
          helperText={contractProblem ?? 'A contract name, e.g. packmanager'}
          required
          fullWidth
          disabled={disabled}
        />
      )}
    </>
  );
}
