import { paths } from '@tdx/contracts';
import type { AreaRoute } from '@tdx/ui/parcel';
import { lazyPage } from '@tdx/ui/extra';

/**
 * The area's routes (absolute, as in the shell's manifest). Each page loads its own files on first
 * visit (`lazyPage`); routes without a page are not built yet.
 */
export const NFT_OPENHIVE_ROUTES: readonly AreaRoute[] = [
  { path: paths.nfts.pattern, Page: lazyPage(() => import('../features/nfts'), 'the NFTs') },
  { path: paths.nftsCreate.pattern, Page: lazyPage(() => import('../features/nft-create'), 'the NFT form') },
  { path: paths.nftsManage.pattern, Page: lazyPage(() => import('./nft-manage-area'), 'your NFTs') },
  { path: paths.packmanager.pattern, Page: lazyPage(() => import('../features/packs'), 'the pack manager') },
  { path: paths.packmanagerOpen.pattern, Page: lazyPage(() => import('../features/pack-open'), 'your packs') },
  { path: paths.packmanagerWizard.pattern, Page: lazyPage(() => import('../features/pack-wizard'), 'the pack wizard') },
  { path: paths.nftairdrop.pattern, Page: lazyPage(() => import('../features/nft-airdrop'), 'the NFT airdrop') },
  { path: paths.openhive.pattern },
  { path: paths.openhiveExplore.pattern },
  { path: paths.openhiveCreate.pattern },
  { path: paths.openhiveCollections.pattern },
  { path: paths.openhiveCollection.pattern },
  { path: paths.openhiveGroup.pattern },
];
