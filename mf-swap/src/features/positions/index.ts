export { PositionsPage } from './components/positions-page';
