export { ReportErrorsWizard } from './report-errors-wizard';
