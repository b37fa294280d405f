export { BridgeLinksBar } from './components/bridge-links-bar';
