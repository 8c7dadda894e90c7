import { catalogProblems } from 'shared/testing';
import { statementOverLimitMessage } from '../consumer-statement-limits';
import * as contract from '../index';
import { LETTER_BODIES } from '../letter-bodies';
import { noReplyNotYetMessage } from '../letter-tracking-rules';
import { limitationNotPassedMessage, limitationUnconfirmedMessage } from '../limitation-messages';
import { messageCatalogs, messageIn, messageText } from './catalogs';
import { LANGUAGES, messageWithValues, parseMessage } from './message';

/** Every message key object the contract exports (authMessages, letterMessages, …). */
const CONTRACT_KEYS = Object.entries(contract).filter(
  ([name, value]) => name.endsWith('Messages') && typeof value === 'object' && value !== null,
) as [string, Record<string, string>][];

describe('the message catalogs', () => {
  it('have every key of the contract in English and in French, with a text', () => {
    expect(CONTRACT_KEYS.map(([name]) => name).sort()).toEqual(
      expect.arrayContaining([
        'accountMessages',
        'authMessages',
        'bankingMessages',
        'budgetMessages',
        'fieldMessages',
        'letterMessages',
        'limitationMessages',
        'profileMessages',
        'statementMessages',
        'textMessages',
        'trackingMessages',
      ]),
    );
    const missing: string[] = [];
    for (const [, keys] of CONTRACT_KEYS) {
      for (const key of Object.values(keys)) {
        for (const language of LANGUAGES) {
          if (!messageText(key, language)?.trim()) missing.push(`${key} (${language})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('agree in both languages: same keys, no empty text, same {{placeholders}}', () => {
    for (const [area, { en, fr }] of Object.entries(messageCatalogs)) {
      expect(catalogProblems(en, fr), area).toEqual([]);
    }
  });

  it('translate every message a schema gives: no English sentence is left in a schema', () => {
    // An empty body of each letter: every field message is a key the catalogs know.
    for (const [type, schema] of Object.entries(LETTER_BODIES)) {
      const result = schema.safeParse({});
      for (const issue of result.error?.issues ?? []) {
        const { key } = parseMessage(issue.message);
        expect(messageText(key, 'fr'), `${type} ${issue.path.join('.')}`).toBeDefined();
      }
    }
  });
});

describe('a contract message', () => {
  it('keeps the English of the spec word for word', () => {
    expect(messageIn(contract.authMessages.emailRequired, 'en')).toBe(
      'Please enter your email address.',
    );
    expect(messageIn(contract.letterMessages.incorrectPassword, 'en')).toBe('Incorrect password.');
    // The texts the UI catalogs used to copy (common, shell): now shown from the keys.
    expect(messageIn(contract.authMessages.passwordRequired, 'en')).toBe(
      'Please enter your password.',
    );
    expect(messageIn(contract.authMessages.wrongPassword, 'en')).toBe('Incorrect password.');
    expect(messageIn(contract.authMessages.wrongCredentials, 'en')).toBe(
      'Your Email Address or Password was incorrect.',
    );
    expect(messageIn(contract.authMessages.wrongCredentials, 'fr')).toBe(
      'Votre adresse courriel ou votre mot de passe est incorrect.',
    );
  });

  it('resolves in both languages with its values', () => {
    const notPassed = limitationNotPassedMessage('QC', '2028-03-03');
    expect(messageIn(notPassed, 'en')).toBe(
      'In Quebec the limitation period for this debt passes on March 3, 2028. Until then it is not statute-barred.',
    );
    expect(messageIn(notPassed, 'fr')).toBe(
      'Au Québec, le délai de prescription de cette dette prend fin le 3 mars 2028. D’ici là, la dette n’est pas prescrite.',
    );
    const unconfirmed = limitationUnconfirmedMessage('NL');
    expect(messageIn(unconfirmed, 'fr')).toContain(
      'Le délai de prescription de Terre-Neuve-et-Labrador n’est pas confirmé',
    );
    expect(messageIn(unconfirmed, 'fr')).toContain('(6 ans)');
    const noReply = noReplyNotYetMessage('2026-12-24');
    expect(messageIn(noReply, 'fr')).toContain('à partir du 24 décembre 2026');
    const over = statementOverLimitMessage(
      {
        bureau: 'TransUnion',
        max: 100,
        unit: 'words',
        source: '',
        sourceFr: '',
        unconfirmed: false,
      },
      101,
    );
    expect(messageIn(over, 'en')).toBe(
      'TransUnion accepts up to 100 words; your statement has 101. Please shorten it.',
    );
    expect(messageIn(over, 'fr')).toBe(
      'TransUnion accepte au plus 100 mots\u00a0; votre déclaration en compte 101. Veuillez la raccourcir.',
    );
  });

  it('passes its values through zod unchanged: the field message is the key and its values', () => {
    const tooLong = contract.contact.safeParse({ first_name: 'M'.repeat(101) });
    const issue = tooLong.error?.issues.find((found) => found.path[0] === 'first_name');
    expect(issue?.message).toBe(messageWithValues(contract.fieldMessages.tooLong, { max: 100 }));
    expect(messageIn(issue?.message ?? '', 'fr')).toBe(
      'Veuillez limiter ce texte à 100 caractères.',
    );
  });

  it('leaves a text that is no key as it is', () => {
    expect(messageIn('Invalid input', 'fr')).toBe('Invalid input');
    expect(messageIn('auth.noSuchKey', 'fr')).toBe('auth.noSuchKey');
  });
});
