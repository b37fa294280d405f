export { TokenManagePage as default } from './components/token-manage-page';
