/** The creditor directory: the table's repository, the seed and the load (see each file). */

export { findCreditor, listCreditorNames } from './directory';
export { describeLoad, type LoadReport, loadCreditors } from './load';
export { wizardProvinceOfCode } from './province';
export { CreditorFileError } from './rows';
export { seedCreditorDirectory } from './seed';
