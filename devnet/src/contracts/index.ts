import type { ContractDefinition } from '../chain/contract-api';
import { contract as beedollar } from './beedollar';
import { contract as hivepegged } from './hivepegged';
import { contract as market } from './market';
import { contract as marketpools } from './marketpools';
import { contract as nft } from './nft';
import { contract as nftairdrops } from './nftairdrops';
import { contract as nftmarket } from './nftmarket';
import { contract as packmanager } from './packmanager';
import { contract as resourcemanager } from './resourcemanager';
import { contract as tokens } from './tokens';
import { contract as witnesses } from './witnesses';

/** Every contract the devnet chain loads, in genesis order (also the order ticks run in each block). */
export const contracts: ContractDefinition[] = [tokens, resourcemanager, hivepegged, market, marketpools, nft, nftmarket, packmanager, beedollar, witnesses, nftairdrops];
