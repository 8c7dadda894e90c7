import { employment, employmentUpdate } from 'shared/contract';
import { employmentRecords } from 'shared/contract/answers';
import { listEmployments, saveEmployment, updateEmployment } from '../profile/employments';
import { singleRecordRoutes } from './profile-single-record';

/** One employment per user. */
export const employmentRoutes = singleRecordRoutes({
  path: '/employment',
  body: employment,
  update: employmentUpdate,
  records: employmentRecords,
  list: listEmployments,
  save: saveEmployment,
  change: updateEmployment,
});
