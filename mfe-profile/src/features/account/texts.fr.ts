import type { Translation } from 'shared/i18n';
import { deleteAccountTextsFr } from './delete-account/texts.fr';
import { downloadDataTextsFr } from './download-data/texts.fr';
import { sessionsTextsFr } from './sessions/texts.fr';
import { signInHistoryTextsFr } from './sign-in-history/texts.fr';
import type { accountTexts } from './texts';
import { twoStepTextsFr } from './two-step/texts.fr';

export const accountTextsFr = {
  device: {
    named: '{{browser}} sur {{os}}',
    unknown: 'Appareil inconnu',
  },
  sessions: sessionsTextsFr,
  history: signInHistoryTextsFr,
  twoStep: twoStepTextsFr,
  download: downloadDataTextsFr,
  deletion: deleteAccountTextsFr,
} satisfies Translation<typeof accountTexts>;
