export { BalancesPage, type BalancesPageProps } from './components/balances-page';
