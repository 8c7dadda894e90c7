export { CreditorDisputeWizard } from './creditor-dispute-wizard';
