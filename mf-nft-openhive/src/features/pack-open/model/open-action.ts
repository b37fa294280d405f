import type { ContractAction } from '@tdx/contracts';

export type OpenPayload = {
  packSymbol: string;
  nftSymbol: string;
  /** A JSON number: the contract refuses a string. */
  packs: number;
};

/** The custom JSON of a checked choice: one `packmanager.open`. */
export function openPacksAction(packSymbol: string, nftSymbol: string, packs: number): ContractAction<OpenPayload> {
  return { contractName: 'packmanager', contractAction: 'open', contractPayload: { packSymbol, nftSymbol, packs } };
}
