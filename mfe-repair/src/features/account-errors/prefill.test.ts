import { EMPTY_ACCOUNT_ERRORS_VALUES } from './form-values';
import { wizardStart } from './prefill';

const ACCOUNT_ID = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';

function handedIn(prefill: Record<string, unknown>) {
  return wizardStart({ accountErrorsPrefill: prefill });
}

describe('wizardStart', () => {
  it('starts on the outdated item letter with what the debts page knows of the item', () => {
    expect(
      handedIn({
        letter: 'outdated_item',
        account_id: ACCOUNT_ID,
        item_kind: 'consumer_proposal',
        bureau: 'TransUnion',
        started_date: '2018-03-01',
        paid_off_date: '2021-02-15',
      }),
    ).toEqual({
      type: 'outdated_item',
      values: {
        ...EMPTY_ACCOUNT_ERRORS_VALUES,
        account_id: ACCOUNT_ID,
        item_kind: 'consumer_proposal',
        bureau: 'TransUnion',
        started_date: '2018-03-01',
        paid_off_date: '2021-02-15',
      },
    });
    expect(
      handedIn({
        letter: 'outdated_item',
        item_kind: 'bankruptcy',
        discharged_date: '2019-05-20',
        other_bankruptcies: 2,
        last_activity_date: '2019-01-31',
      }).values,
    ).toMatchObject({
      item_kind: 'bankruptcy',
      discharged_date: '2019-05-20',
      other_bankruptcies: '2',
      last_activity_date: '2019-01-31',
    });
  });

  it('drops each value of the wrong kind and keeps the form’s empty one', () => {
    const start = handedIn({
      letter: 'outdated_item',
      account_id: 42,
      item_kind: 'mortgage',
      bureau: 'Experian',
      last_activity_date: '2019-02-30',
      started_date: 20180301,
      discharged_date: 'last year',
      paid_off_date: null,
      other_bankruptcies: '2',
    });
    expect(start).toEqual({ type: 'outdated_item', values: EMPTY_ACCOUNT_ERRORS_VALUES });
    for (const count of [10, -1, 1.5]) {
      expect(handedIn({ other_bankruptcies: count }).values.other_bankruptcies).toBe('0');
    }
  });

  it('starts on screen 1 with empty values without a prefill', () => {
    expect(wizardStart(undefined)).toEqual({ type: '', values: EMPTY_ACCOUNT_ERRORS_VALUES });
    expect(wizardStart({ accountErrorsPrefill: 'outdated_item' })).toEqual({
      type: '',
      values: EMPTY_ACCOUNT_ERRORS_VALUES,
    });
  });
});
