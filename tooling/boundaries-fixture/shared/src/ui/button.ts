// Planted: shared importing an app (shared-to-app).
import { widget } from '../../../mfe-beta/src/widget';

export const button = widget;
