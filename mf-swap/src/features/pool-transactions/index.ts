export { PoolTransactionsPage } from './components/transactions-page';
