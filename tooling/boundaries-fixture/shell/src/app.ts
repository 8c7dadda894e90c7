// Planted: the shell importing a suite statically (shell-to-suite).
import { widget } from '../../mfe-beta/src/widget';

export const shellValue = widget;
