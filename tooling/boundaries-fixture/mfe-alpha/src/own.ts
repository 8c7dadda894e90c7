// Allowed: a suite importing its own files and shared.
import { contractValue } from '../../shared/src/contract/value';

export const own = contractValue;
