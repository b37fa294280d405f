export { TransferPage as default } from './components/transfer-page';
