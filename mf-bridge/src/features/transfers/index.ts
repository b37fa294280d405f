export { TransfersPage as default } from './components/transfers-page';
