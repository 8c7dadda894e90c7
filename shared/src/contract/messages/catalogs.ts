/**
 * Every message area with its texts in both languages, loaded at once: for the API, which answers
 * in any language, and for the tests that compare the catalogs. The pages never import this file
 * (they get an area's English with its keys and its French on demand, see message.ts).
 */

import { accountTexts } from './en/account';
import { apiTexts } from './en/api';
import { authTexts } from './en/auth';
import { bankingTexts } from './en/banking';
import { budgetTexts } from './en/budget';
import { fieldTexts } from './en/field';
import { generateTexts } from './en/generate';
import { inputTexts } from './en/input';
import { letterTexts } from './en/letter';
import { limitationTexts } from './en/limitation';
import { outdatedTexts } from './en/outdated';
import { profileTexts } from './en/profile';
import { statementTexts } from './en/statement';
import { textTexts } from './en/text';
import { trackingTexts } from './en/tracking';
import { twoStepTexts } from './en/two-step';
import { accountTextsFr } from './fr/account';
import { apiTextsFr } from './fr/api';
import { authTextsFr } from './fr/auth';
import { bankingTextsFr } from './fr/banking';
import { budgetTextsFr } from './fr/budget';
import { fieldTextsFr } from './fr/field';
import { generateTextsFr } from './fr/generate';
import { inputTextsFr } from './fr/input';
import { letterTextsFr } from './fr/letter';
import { limitationTextsFr } from './fr/limitation';
import { outdatedTextsFr } from './fr/outdated';
import { profileTextsFr } from './fr/profile';
import { statementTextsFr } from './fr/statement';
import { textTextsFr } from './fr/text';
import { trackingTextsFr } from './fr/tracking';
import { twoStepTextsFr } from './fr/two-step';
import { type Language, type MessageTexts, translateMessage } from './message';

export const messageCatalogs: Readonly<Record<string, Readonly<Record<Language, MessageTexts>>>> = {
  account: { en: accountTexts, fr: accountTextsFr },
  api: { en: apiTexts, fr: apiTextsFr },
  auth: { en: authTexts, fr: authTextsFr },
  banking: { en: bankingTexts, fr: bankingTextsFr },
  budget: { en: budgetTexts, fr: budgetTextsFr },
  field: { en: fieldTexts, fr: fieldTextsFr },
  generate: { en: generateTexts, fr: generateTextsFr },
  input: { en: inputTexts, fr: inputTextsFr },
  letter: { en: letterTexts, fr: letterTextsFr },
  limitation: { en: limitationTexts, fr: limitationTextsFr },
  outdated: { en: outdatedTexts, fr: outdatedTextsFr },
  profile: { en: profileTexts, fr: profileTextsFr },
  statement: { en: statementTexts, fr: statementTextsFr },
  text: { en: textTexts, fr: textTextsFr },
  tracking: { en: trackingTexts, fr: trackingTextsFr },
  twoStep: { en: twoStepTexts, fr: twoStepTextsFr },
};

/** The text of a key ('auth.emailRequired') in a language, or undefined for an unknown key. */
export function messageText(key: string, language: Language): string | undefined {
  const dot = key.indexOf('.');
  if (dot <= 0) return undefined;
  const area = messageCatalogs[key.slice(0, dot)];
  return area?.[language][key.slice(dot + 1)];
}

/** A message (a key with its values) in a language; text that is no key stays as it is. */
export function messageIn(message: string, language: Language): string {
  return translateMessage(message, language, (key) => messageText(key, language));
}

// The API defines its own areas' keys from these (api/src/http/messages.ts, generate.ts); tests
// and the tests compare answers with the texts.
export {
  accountTexts,
  accountTextsFr,
  apiTexts,
  apiTextsFr,
  authTexts,
  authTextsFr,
  bankingTexts,
  bankingTextsFr,
  budgetTexts,
  budgetTextsFr,
  fieldTexts,
  fieldTextsFr,
  generateTexts,
  generateTextsFr,
  inputTexts,
  inputTextsFr,
  letterTexts,
  letterTextsFr,
  limitationTexts,
  limitationTextsFr,
  outdatedTexts,
  outdatedTextsFr,
  profileTexts,
  profileTextsFr,
  statementTexts,
  statementTextsFr,
  textTexts,
  textTextsFr,
  trackingTexts,
  trackingTextsFr,
};
