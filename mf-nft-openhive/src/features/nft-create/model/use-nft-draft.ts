import { useState } from 'react';
import { nftDraftProblems, type NftDraft, type NftDraftField } from './create-rules';

export interface NftDraftState {
  draft: NftDraft;
  set: (field: NftDraftField, value: string) => void;
  /** The field's refusal once typed in or once the form was sent, else null. */
  shown: (field: NftDraftField) => string | null;
  valid: boolean;
  /** From now on every field says why it is refused, empty ones too. */
  markSubmitted: () => void;
}

/** The creation form's fields, the creator listed as the first issuing account, and their refusals. */
export function useNftDraft(account: string): NftDraftState {
  const [draft, setDraft] = useState<NftDraft>({ name: '', symbol: '', orgName: '', productName: '', url: '', maxSupply: '', issuingAccounts: account, issuingContracts: '' });
  const [touched, setTouched] = useState<ReadonlySet<NftDraftField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const problems = new Map(nftDraftProblems(draft, account).map(({ field, message }) => [field, message]));
  const set = (field: NftDraftField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  };
  const shown = (field: NftDraftField) => ((submitted || (touched.has(field) && draft[field] !== '')) && problems.get(field)) || null;
  return { draft, set, shown, valid: problems.size === 0, markSubmitted: () => setSubmitted(true) };
}
