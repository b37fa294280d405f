export { PackWizardPage as default } from './components/pack-wizard-page';
