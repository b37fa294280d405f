import { useCallback, useState } from 'react';

export type CopyState = 'yes' | 'failed' | null;

/** Copies a value to the clipboard and says how it went: copied, refused by the browser, or not yet. */
export function useCopy(value: string): { copied: CopyState; copy: () => void } {
  const [copied, setCopied] = useState<CopyState>(null);
  const copy = useCallback(() => {
    navigator.clipboard.writeText(value).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  }, [value]);
  return { copied, copy };
}
