export { AccountErrorsWizard } from './account-errors-wizard';
