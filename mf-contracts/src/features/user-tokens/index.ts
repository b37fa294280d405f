export { UserTokensPage as default } from './components/user-tokens-page';
