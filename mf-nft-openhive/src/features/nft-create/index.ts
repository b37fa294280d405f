export { CreateNftPage as default } from './components/create-nft-page';
