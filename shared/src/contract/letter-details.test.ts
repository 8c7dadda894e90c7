import { earliestCanadianToday, latestCanadianToday } from './calendar-date';
import {
  inquiryDateMessage,
  monthListMessage,
  parseMonthList,
  settlementTermsIssues,
} from './letter-details';
import { letterMessages as m } from './letter-messages';

/** 04:00 UTC on March 1, 2026: already March 1 in Newfoundland, still February 28 in Vancouver. */
const NOW = new Date('2026-03-01T04:00:00Z');

describe('letter details', () => {
  it("takes today from the zone furthest ahead for 'not in the future' and furthest behind for 'not in the past'", () => {
    expect(latestCanadianToday(NOW)).toBe('2026-03-01');
    expect(earliestCanadianToday(NOW)).toBe('2026-02-28');
  });

  it('reads typed months separated by commas, semicolons or spaces', () => {
    expect(parseMonthList(' 2025-08, 2025-11;2026-01  2026-02 ,')).toEqual([
      '2025-08',
      '2025-11',
      '2026-01',
      '2026-02',
    ]);
    expect(parseMonthList('  ')).toEqual([]);
  });

  it('accepts the current month anywhere in Canada and refuses the next one', () => {
    expect(monthListMessage(['2026-03'], NOW)).toBeNull();
    expect(monthListMessage(['2026-04'], NOW)).toBe(m.latePaymentMonthFuture);
    expect(monthListMessage([], NOW)).toBeNull();
  });

  it('checks an inquiry date only when there is one', () => {
    expect(inquiryDateMessage('', NOW)).toBeNull();
    expect(inquiryDateMessage('2026-03-01', NOW)).toBeNull();
    expect(inquiryDateMessage('2026-03-02', NOW)).toBe(m.inquiryDateFuture);
    expect(inquiryDateMessage('14/09/2025', NOW)).toBe(m.inquiryDate);
  });

  it('checks the schedule only for payments, and its total to the cent', () => {
    const terms = {
      payment_method: 'payments',
      creditor_amount: 1000,
      creditor_balance: 2000,
      instalment_amount: 333.33,
      instalment_frequency: 'monthly',
      instalment_count: 3,
      first_payment_date: '2026-02-28',
    };
    expect(settlementTermsIssues(terms, NOW)).toEqual({ instalment_amount: m.scheduleTotal });
    expect(settlementTermsIssues({ ...terms, creditor_amount: 999.99 }, NOW)).toEqual({});
    expect(settlementTermsIssues({ ...terms, first_payment_date: '2026-02-27' }, NOW)).toEqual({
      instalment_amount: m.scheduleTotal,
      first_payment_date: m.firstPaymentPast,
    });
    expect(settlementTermsIssues({ ...terms, payment_method: 'lump_sum' }, NOW)).toEqual({});
  });
});
