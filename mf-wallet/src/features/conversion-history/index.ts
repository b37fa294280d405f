export { ConversionHistoryPage } from './components/conversion-history-page';
