export { TokensPage as default } from './components/tokens-page';
