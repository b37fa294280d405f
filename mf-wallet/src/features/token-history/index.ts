export { TokenHistoryPage } from './components/token-history-page';
