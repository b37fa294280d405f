import type { ContractAction } from '@tdx/contracts';

/** The packmanager payloads the wizard sends (numbers as JSON numbers: the contract refuses strings). */

export type CreateManagedNftPayload = { symbol: string; name: string };

export type RegisterPackPayload = {
  packSymbol: string;
  nftSymbol: string;
  edition: number;
  editionName?: string;
  cardsPerPack: number;
  foilChance: number[];
  categoryChance: number[];
  rarityChance: number[];
  teamChance: number[];
  numRolls: number;
};

export type AddTypePayload = { nftSymbol: string; edition: number; category: number; rarity: number; team: number; name: string };

export type DepositPayload = { nftSymbol: string; amount: string };

const packmanager = <P extends object>(contractAction: string, contractPayload: P): ContractAction<P> => ({ contractName: 'packmanager', contractAction, contractPayload });

export const createManagedNftAction = (payload: CreateManagedNftPayload) => packmanager('createNft', payload);
export const registerPackAction = (payload: RegisterPackPayload) => packmanager('registerPack', payload);
export const addTypeAction = (payload: AddTypePayload) => packmanager('addType', payload);
export const depositAction = (payload: DepositPayload) => packmanager('deposit', payload);
