import { letterTexts } from './messages/en/letter';
import { defineMessages } from './messages/message';
/**
 * Field messages of the letter wizards (spec section 5, letter for letter), and the few the spec
 * lacks (marked). Zod-free, so screens can show them without pulling the schemas.
 */
export const letterMessages = defineMessages('letter', letterTexts, () =>
  import('./messages/fr/letter').then((module) => module.letterTextsFr),
);

export type LetterMessageKey = keyof typeof letterMessages;
