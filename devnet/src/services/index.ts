import type { ServicePlugin } from '../devnet';
import { keychainService } from '../keychain/plugin';
import { bridgeService } from './bridge/plugin';
import { evmService } from './evm/plugin';
import { web3WalletService } from './evm/web3-wallet/plugin';
import { historyService } from './history/plugin';
import { imagesService } from './images/plugin';
import { infoService } from './info/plugin';
import { mainApiService } from './main-api/plugin';
import { nftInfoService } from './nftinfo/plugin';
import { priceService } from './price/plugin';

/** Service plugins registered on the devnet server. */
export const services: ServicePlugin[] = [
  mainApiService,
  historyService,
  infoService,
  bridgeService,
  evmService,
  priceService,
  nftInfoService,
  imagesService,
  keychainService,
  web3WalletService,
];
