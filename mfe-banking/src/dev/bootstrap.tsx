import { mountStandalone } from 'shared/dev-standalone';
import BankingInformationSuite from '../app/suite';

mountStandalone([{ path: 'edit-account-info/*', element: <BankingInformationSuite /> }]);
