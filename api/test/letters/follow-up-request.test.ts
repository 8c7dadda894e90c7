import { describe, expect, it } from 'vitest';
import type { FollowUpFacts } from '../../src/letters/templates/follow-up';
import { followUpLetter } from '../../src/letters/templates/follow-up';
import { elodie, LETTER_DATE } from './fixtures';

/**
 * The statute-barred letter goes to the bureaus and, when the consumer names one, to the
 * collector. A follow-up asks each again for what the first letter asked: the bureau to remove
 * the account, the collector to stop, and neither wording acknowledges the debt.
 */
function facts(recipientKind: FollowUpFacts['recipientKind']): FollowUpFacts {
  return {
    first: {
      type: 'statute_barred_account',
      name: 'Statute-Barred Account - Northern Recoveries',
      date: '2026-01-10',
      sentOn: '2026-01-12',
      sentBy: 'mail',
      outcome: null,
      resolvedOn: null,
      daysSinceSent: 52,
    },
    replyDays: 30,
    recipient: { name: 'Northern Recoveries', addressLines: [], fax: null, faxNote: null },
    sendTo: {
      online: null,
      mailRules: [],
      fax: null,
      faxNote: null,
      mailAddress: ['Northern Recoveries'],
    },
    recipientKind,
  };
}

function text(kind: FollowUpFacts['recipientKind']): string {
  return followUpLetter(facts(kind), elodie(), LETTER_DATE).paragraphs.join('\n');
}

describe('a follow-up to a statute-barred letter', () => {
  it('asks the collector to stop collecting and not to report, without acknowledging the debt', () => {
    const collector = text('creditor');
    expect(collector).toContain('I ask you again to stop all collection of the account');
    expect(collector).toContain('is not an acknowledgement of any debt');
    expect(collector).not.toContain('remove from my credit file');
  });

  it('asks the bureau again to remove the account', () => {
    expect(text('credit-bureau')).toContain(
      'I ask you again to remove from my credit file the account whose limitation period has passed',
    );
  });
});
