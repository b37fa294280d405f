export { WitnessesPage as default } from './components/witnesses-page';
