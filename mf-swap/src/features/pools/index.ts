export { PoolsPage } from './components/pools-page';
