// Planted: a suite importing the shell (suite-to-shell).
import { shellValue } from '../../shell/src/app';

export const fromShell = shellValue;
