export { LiquidityPage } from './components/liquidity-page';
