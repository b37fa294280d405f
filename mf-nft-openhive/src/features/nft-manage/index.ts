export { NftManagePage as default, type ManageTab } from './components/nft-manage-page';
