export { NftManagePage as default } from './components/nft-manage-page';
