export { BridgeFormPage as default } from './components/bridge-form-page';
