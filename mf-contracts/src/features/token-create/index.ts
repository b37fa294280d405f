export { CreateTokenPage as default } from './components/create-token-page';
