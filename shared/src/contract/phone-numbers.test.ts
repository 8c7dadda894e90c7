import {
  formatPhoneNumber,
  parsePhoneNumber,
  phoneNumberE164,
  samePhoneNumber,
} from './phone-numbers';

describe('phone numbers', () => {
  it.each([
    ['+14165550142', '(416) 555-0142'],
    ['416-555-0142', '(416) 555-0142'],
    ['416.555.0142', '(416) 555-0142'],
    ['1 (416) 555-0142', '(416) 555-0142'],
    ['1-800-555-0199', '1-800-555-0199'],
    ['(888) 555 0100', '1-888-555-0100'],
    ['+18445550100', '1-844-555-0100'],
    ['416-555-0142 ext. 12', '(416) 555-0142 ext. 12'],
    ['+442071234567', '+44 20 7123 4567'],
  ])('prints %j the Canadian way: %j', (input, printed) => {
    expect(formatPhoneNumber(input)).toBe(printed);
  });

  it('keeps text that is no number as it is (a letter stored before numbers were checked)', () => {
    expect(formatPhoneNumber(' see the website ')).toBe('see the website');
  });

  it('reads one number only, never one found inside other text', () => {
    for (const text of [
      '',
      '905-735-2644 (older complaint page; may be outdated)',
      'call 416-555-0142',
      '416-555-0142; 416-555-0143',
      '800-CAISSES',
      '555-0142',
      '1-800-000-0000',
    ]) {
      expect(parsePhoneNumber(text)).toBeNull();
    }
  });

  it('tells the same number written two ways', () => {
    expect(phoneNumberE164('(905) 735-2644')).toBe('+19057352644');
    expect(samePhoneNumber('905 735 2644', '+19057352644')).toBe(true);
    expect(samePhoneNumber('905 735 2644', '905 735 2645')).toBe(false);
    expect(samePhoneNumber('', '')).toBe(false);
  });
});
