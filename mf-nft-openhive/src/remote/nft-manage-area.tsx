import NftManagePage, { type ManageTab } from '../features/nft-manage';
import { NftHoldingsPanel } from '../features/nft-holdings';

const HOLDINGS_TAB: ManageTab = { id: 'nfts', label: 'My NFTs', Panel: NftHoldingsPanel };

/** /nfts/manage: the collections the user issues and, in a tab of its own, the instances the user holds; the two features meet only here. */
export default function NftManageArea() {
  return <NftManagePage moreTabs={[HOLDINGS_TAB]} />;
}
