import { letterTexts as letterMessages, messageIn } from 'shared/contract/messages';
import { amountText, optionalAmountText } from './amount';

describe('amount fields', () => {
  it('asks for a required amount when empty and for a valid one otherwise', () => {
    const field = amountText(letterMessages.amountReported);
    expect(messageIn(field.safeParse('  ').error?.issues[0]?.message ?? '', 'en')).toBe(
      'Please enter your amount reported.',
    );
    expect(messageIn(field.safeParse('twelve').error?.issues[0]?.message ?? '', 'en')).toBe(
      letterMessages.amountInvalid,
    );
    expect(field.safeParse('12.50').success).toBe(true);
  });

  it('accepts an empty optional amount but not a wrong one', () => {
    expect(optionalAmountText.safeParse('').success).toBe(true);
    expect(
      messageIn(optionalAmountText.safeParse('12,5,0').error?.issues[0]?.message ?? '', 'en'),
    ).toBe(letterMessages.amountInvalid);
  });
});
