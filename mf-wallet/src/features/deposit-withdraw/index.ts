export { DepositWithdrawBar } from './components/deposit-withdraw-bar';
