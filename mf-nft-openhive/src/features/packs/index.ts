export { PacksPage as default } from './components/packs-page';
