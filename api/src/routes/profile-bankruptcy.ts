import { bankruptcy, bankruptcyUpdate } from 'shared/contract';
import { bankruptcyRecords } from 'shared/contract/answers';
import { listBankruptcies, saveBankruptcy, updateBankruptcy } from '../profile/bankruptcies';
import { singleRecordRoutes } from './profile-single-record';

/** One bankruptcy record per user. */
export const bankruptcyRoutes = singleRecordRoutes({
  path: '/bankruptcy',
  body: bankruptcy,
  update: bankruptcyUpdate,
  records: bankruptcyRecords,
  list: listBankruptcies,
  save: saveBankruptcy,
  change: updateBankruptcy,
});
