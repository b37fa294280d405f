import { bridgeApi } from '@tdx/api';
import { defineQuery } from '@tdx/data';

/** One transfer with its steps, read again by the page until it is final. */
export const transferQuery = defineQuery({
  key: (id: string) => ['bridge', 'transfer', id],
  fetch: (id: string) => bridgeApi.getTransfer(id),
});
