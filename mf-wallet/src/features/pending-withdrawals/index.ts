export { PendingWithdrawalsPage } from './components/pending-withdrawals-page';
