export { BeeDollarPage as default } from './components/beedollar-page';
