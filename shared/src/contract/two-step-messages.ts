import { twoStepTexts } from './messages/en/two-step';
import { defineMessages } from './messages/message';

/**
 * Two-step sign-in's messages, in a module without zod: the login page's second step (a chunk
 * loaded only when the server asks for a code) shows them without the schemas.
 */
export const twoStepMessages = defineMessages('twoStep', twoStepTexts, () =>
  import('./messages/fr/two-step').then((module) => module.twoStepTextsFr),
);
