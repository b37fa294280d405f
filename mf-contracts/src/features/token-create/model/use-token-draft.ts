import { useState } from 'react';
import { draftProblems, type CreatorRights, type DraftField, type TokenDraft } from './create-rules';

export const EMPTY_DRAFT: TokenDraft = { name: '', symbol: '', precision: '8', maxSupply: '', url: '', icon: '', desc: '' };

export interface TokenDraftState {
  draft: TokenDraft;
  set: (field: DraftField, value: string) => void;
  /** The field's refusal once it has been typed in or the form was sent, else null. */
  shown: (field: DraftField) => string | null;
  /** Whether any field is refused (shown or not). */
  valid: boolean;
  /** From now on every field says why it is refused, empty ones too. */
  markSubmitted: () => void;
}

/** The creation form's fields and their refusals (the contract's rules, `draftProblems`). */
export function useTokenDraft(rights: CreatorRights): TokenDraftState {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const problems = new Map(draftProblems(draft, rights).map(({ field, message }) => [field, message]));

  const set = (field: DraftField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  };
  const shown = (field: DraftField) => ((submitted || (touched.has(field) && draft[field] !== '')) && problems.get(field)) || null;
  return { draft, set, shown, valid: problems.size === 0, markSubmitted: () => setSubmitted(true) };
}
