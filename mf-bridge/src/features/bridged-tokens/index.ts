export { ContractsPage as default } from './components/contracts-page';
