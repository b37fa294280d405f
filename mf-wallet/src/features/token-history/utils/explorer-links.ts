import { safeHttpUrl } from '@tdx/ui';

/** Links into the sidechain block explorer (`<explorer>/tx/<id>`, `<explorer>/b/<block>`), or null when the base is not http(s). */
export function explorerLinks(explorerBase: string | undefined) {
  const base = (explorerBase ?? '').replace(/\/+$/, '');
  const link = (path: string) => (base ? safeHttpUrl(`${base}/${path}`) : null);
  return {
    transaction: (transactionId: string) => link(`tx/${encodeURIComponent(transactionId)}`),
    block: (blockNumber: number) => (Number.isSafeInteger(blockNumber) && blockNumber >= 0 ? link(`b/${blockNumber}`) : null),
  };
}
