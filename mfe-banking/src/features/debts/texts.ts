import type { Catalog } from 'shared/i18n';

/**
 * The debt lines of the account cards (issue 16), under `debts` in the 'banking' namespace:
 * registered when their chunk loads, after the gate, so the suite's first screen does not carry
 * them.
 */
export const debtTexts = {
  label: 'Credit report and limitation period',
  leaves: 'Leaves your {{bureau}} report around {{date}}.',
  leavesUnconfirmed:
    'Leaves your {{bureau}} report around {{date}} (unconfirmed: the sources do not settle this date).',
  left: 'Should have left your {{bureau}} report on {{date}}: if it is still there, you can ask for its removal.',
  leftUnconfirmed:
    'Should have left your {{bureau}} report around {{date}} (unconfirmed: the sources do not settle this date): if it is still there, you can ask for its removal.',
  missing: {
    last_activity:
      'When it leaves your {{bureau}} report: we need the date of last activity to say.',
    first_delinquency:
      'When it leaves your {{bureau}} report: we need the date of the first missed payment to say.',
    started:
      'When it leaves your {{bureau}} report: we need its filing date, entered as Date Opened, to say.',
    paid_off: 'When it leaves your {{bureau}} report: we need the date it was paid in full to say.',
  },
  barredSince: 'Past the limitation period since {{date}}.',
  barredEnds: 'Limitation period ends {{date}}.',
  limitationFrom:
    'Counted from the last payment or activity, {{date}}. Secured debts, student loans, tax and support debts follow other rules.',
  unconfirmedProvince: 'Unconfirmed for your province; check with a legal clinic.',
  noAddress:
    'When this item leaves your credit report and when its limitation period ends depend on your province: add your current address to see them.',
  addressLink: 'Add your current address',
  noDischarge:
    'When this bankruptcy leaves your credit reports depends on its date of discharge: add it to this account or to your profile to see the dates.',
  dischargeLink: 'Add your date of discharge',
  disputeRemoval: 'Ask {{bureau}} to remove it',
  disputeRemovalBoth: 'Ask {{equifax}} and {{transunion}} to remove it',
  statuteBarred: 'Prepare the statute-barred letter',
  paymentRestarts:
    'Before paying anything on this debt: any payment, even a small one, or a written acknowledgement starts the limitation period again.',
  interest: {
    criminalRate:
      'Your rate, {{rate}}% APR, is above 35% APR, the criminal interest rate for credit agreements made since January 1, 2025 (Criminal Code, s. 347).',
    paydayCap:
      'At {{rate}}% APR, a payday loan of 14 days or more costs more than $14 per $100 borrowed ({{cost}} per $100 over 14 days), the most a payday loan may cost since January 1, 2025.',
    openedBefore:
      'This account was opened before that date: the limit in force when it was opened may apply instead.',
    complainTo:
      'What you can do: complain to {{office}}, your provincial or territorial consumer protection office.',
    complain:
      'What you can do: complain to your provincial or territorial consumer protection office.',
  },
} satisfies Catalog;
