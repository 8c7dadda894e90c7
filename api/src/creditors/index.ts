/** The creditor directory: the CSV reader, the table's repository, the seed and the load. */

export { type CsvRecord, CsvSyntaxError, parseCsv } from './csv';
export {
  type CreditorRecord,
  findCreditor,
  insertMissingCreditors,
  listCreditorNames,
  type UpsertCounts,
  upsertCreditors,
} from './directory';
export { describeLoad, type LoadReport, loadCreditors } from './load';
export { wizardProvinceOfCode } from './province';
export {
  CREDITOR_COLUMNS,
  type CreditorFile,
  CreditorFileError,
  type CreditorRow,
  creditorRow,
  type RejectedLine,
  readCreditorFile,
} from './rows';
export { seedCreditorDirectory, seedFile } from './seed';
