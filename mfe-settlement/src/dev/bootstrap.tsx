import DebtSettlementSuite from '../app/suite';
import { mountStandalone } from './standalone';

mountStandalone([{ path: 'debt-settlement-suite/*', element: <DebtSettlementSuite /> }]);
