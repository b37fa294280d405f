import { bridgeApi } from '@tdx/api';
import type { ConversionPage } from '@tdx/contracts';
import { useCallback, useEffect, useState } from 'react';
import { conversionFilter, CONVERSIONS_PAGE_SIZE, type ConversionDirection } from '../utils/conversion-paging';

export interface ConversionsQuery {
  account: string;
  direction: ConversionDirection;
  offset: number;
}

/** One page of the user's deposits or withdrawals through the converter, newest first. */
export function getConversions({ account, direction, offset }: ConversionsQuery): Promise<ConversionPage> {
  return bridgeApi.getConversions({ limit: CONVERSIONS_PAGE_SIZE, offset, ...conversionFilter(direction, account) });
}

export type ConversionsState = { status: 'loading' } | { status: 'loaded'; page: ConversionPage } | { status: 'failed' };

/** The page for `query`; `reload()` asks again (after a failure). */
export function useConversions({ account, direction, offset }: ConversionsQuery): ConversionsState & { reload: () => void } {
  const key = `${account}/${direction}/${offset}`;
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<{ key: string; generation: number; value: ConversionsState } | null>(null);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  useEffect(() => {
    let current = true;
    getConversions({ account, direction, offset }).then(
      (page) => current && setState({ key, generation, value: { status: 'loaded', page } }),
      (error: unknown) => {
        console.error('Failed to load conversions', error);
        if (current) setState({ key, generation, value: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [account, direction, offset, key, generation]);
  return { ...(state?.key === key && state.generation === generation ? state.value : { status: 'loading' }), reload };
}
