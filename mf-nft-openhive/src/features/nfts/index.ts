export { NftsPage as default } from './components/nfts-page';
