import { useCallback, useState } from 'react';
import { tokenExists } from '../api/token-exists';

export type TokenCheck = 'checking' | 'exists' | 'missing' | 'unknown';

/** Whether added symbols exist on the chain, asked once per symbol (a failed lookup is `unknown`). */
export function useTokenCheck() {
  const [checks, setChecks] = useState<ReadonlyMap<string, TokenCheck>>(new Map());
  const check = useCallback((symbol: string) => {
    const record = (result: TokenCheck) => setChecks((previous) => new Map(previous).set(symbol, result));
    record('checking');
    tokenExists(symbol).then(
      (exists) => record(exists ? 'exists' : 'missing'),
      () => record('unknown'),
    );
  }, []);

  return { checkOf: (symbol: string): TokenCheck | undefined => checks.get(symbol), check };
}
