import BankingInformationSuite from '../app/suite';
import { mountStandalone } from './standalone';

mountStandalone([{ path: 'edit-account-info/*', element: <BankingInformationSuite /> }]);
