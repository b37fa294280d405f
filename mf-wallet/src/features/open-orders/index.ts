export { OpenOrdersPage } from './components/open-orders-page';
