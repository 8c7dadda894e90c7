import { deleteAccountTexts } from './delete-account/texts';
import { downloadDataTexts } from './download-data/texts';
import { sessionsTexts } from './sessions/texts';
import { signInHistoryTexts } from './sign-in-history/texts';
import { twoStepTexts } from './two-step/texts';

/** The tab's texts: one part per section, each written beside its section. */
export const accountTexts = {
  device: {
    named: '{{browser}} on {{os}}',
    unknown: 'Unknown device',
  },
  sessions: sessionsTexts,
  history: signInHistoryTexts,
  twoStep: twoStepTexts,
  download: downloadDataTexts,
  deletion: deleteAccountTexts,
};
