export { OpenPacksPage as default } from './components/open-packs-page';
