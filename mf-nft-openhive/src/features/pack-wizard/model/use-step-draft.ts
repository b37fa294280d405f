import { useState } from 'react';

export interface StepDraft<D extends Record<string, string>> {
  draft: D;
  set: (field: keyof D, value: string) => void;
  /** Sending was tried: every refusal shows from now on. */
  markSubmitted: () => void;
  /** A field's refusal once it was edited or sending was tried, else null. */
  shown: (field: keyof D, problem: string | null) => string | null;
}

/** A wizard step's fields as typed, with refusals shown once a field is edited or sending was tried. */
export function useStepDraft<D extends Record<string, string>>(initial: D): StepDraft<D> {
  const [draft, setDraft] = useState(initial);
  const [edited, setEdited] = useState<ReadonlySet<keyof D>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  return {
    draft,
    set: (field, value) => {
      setDraft((current) => ({ ...current, [field]: value }));
      setEdited((current) => new Set(current).add(field));
    },
    markSubmitted: () => setSubmitted(true),
    shown: (field, problem) => (submitted || edited.has(field) ? problem : null),
  };
}
