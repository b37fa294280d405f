export { TokenActionsMenu } from './components/token-actions-menu';
