// Planted: a suite importing another suite (suite-to-other-suite).
import { widget } from '../../mfe-beta/src/widget';
import { own } from './own';

export const both = [widget, own];
