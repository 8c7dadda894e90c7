import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { dictionary as frenchDictionary } from '@zxcvbn-ts/language-fr';

/**
 * zxcvbn's 0-4 scale: 3 is "safely unguessable: moderate protection from an offline slow-hash
 * attack" (about 10^8 guesses or more), which is what argon2id-stored passwords need.
 */
const MINIMUM_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries (common passwords, English, French) take ~100 ms. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary, ...frenchDictionary },
    graphs: adjacencyGraphs,
    // Feedback texts are not shown: the register page has its one message for a weak password.
    translations,
    // The estimate runs on the event loop and its cost grows with length and with l33t
    // substitutions (a random 128-character password took 1.2 s with the defaults). These bounds
    // keep the worst case near 80 ms on this project's 2-core machine; a password whose first 64
    // characters are strong is strong.
    maxLength: 64,
    l33tMaxSubstitutions: 10,
  });
  return estimator;
}

/**
 * True when a password of the allowed length is still easy to guess: a common or leaked password,
 * a repeated or sequential run (`aaaaaaaaaaaa`, `abcdefghijkl`), a dictionary word with digits
 * (`welcome12345`), a keyboard walk, or the account's own email address in it. The length rule
 * (12 to 128) stays in the contract; there are no composition rules (decisions.md section 4).
 */
export function isWeakPassword(password: string, email?: string): boolean {
  const userInputs = email
    ? [email, ...email.split(/[@.+_-]/).filter((part) => part.length >= 3)]
    : [];
  return passwordEstimator().check(password, userInputs).score < MINIMUM_SCORE;
}
