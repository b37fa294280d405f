import { sidechain } from '@tdx/api';
import { defineQuery } from '@tdx/data';

/** `packmanager.params`: the BEE burned to register a pack and to add a type. */
export interface PackParams {
  registerFee: string;
  typeAddFee: string;
}

export const packParamsQuery = defineQuery({
  key: () => ['packmanager', 'params'],
  fetch: async (): Promise<PackParams | null> => sidechain.findOne<PackParams>('packmanager', 'params', {}),
});
