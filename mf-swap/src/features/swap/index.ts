export { SwapPage } from './components/swap-page';
