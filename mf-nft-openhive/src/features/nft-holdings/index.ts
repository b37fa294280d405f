export { NftHoldingsPanel } from './components/nft-holdings-panel';
