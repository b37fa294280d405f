import { useEffect, useState } from 'react';

/** The validation message for `value`, computed once input has paused for `delayMs`. */
export function useDebouncedError(value: string, validate: (value: string) => string | null, delayMs: number, enabled: boolean): string | null {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setError(validate(value)), delayMs);
    return () => clearTimeout(timer);
  }, [value, validate, delayMs, enabled]);
  return enabled ? error : null;
}
