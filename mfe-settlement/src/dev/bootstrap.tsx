import { mountStandalone } from 'shared/dev-standalone';
import DebtSettlementSuite from '../app/suite';

mountStandalone([{ path: 'debt-settlement-suite/*', element: <DebtSettlementSuite /> }]);
