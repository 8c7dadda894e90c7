export { ConsumerStatementForm } from './consumer-statement-form';
