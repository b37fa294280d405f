export { NftAirdropPage as default } from './components/nft-airdrop-page';
