import { letterMessages } from 'shared/contract';
import { amountText, optionalAmountText, parseAmount } from './amount';

describe('parseAmount', () => {
  it.each([
    ['1250', 1250],
    ['1250.5', 1250.5],
    ['1250.05', 1250.05],
    [' 0.10 ', 0.1],
    ['.75', 0.75],
    ['1,234.56', 1234.56],
    ['$1,234', 1234],
    ['$ 99.99', 99.99],
    ['0', 0],
    ['10000000', 10_000_000],
  ])('reads %j as %d dollars', (input, amount) => {
    expect(parseAmount(input)).toBe(amount);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12a',
    '-5',
    '1.234',
    '12,34',
    '1,2345.00',
    '1.2.3',
    '$',
    '.',
    '10000000.01',
  ])('refuses %j', (input) => {
    expect(parseAmount(input)).toBeNull();
  });
});

describe('amount fields', () => {
  it('asks for a required amount when empty and for a valid one otherwise', () => {
    const field = amountText(letterMessages.amountReported);
    expect(field.safeParse('  ').error?.issues[0]?.message).toBe(
      'Please enter your amount reported.',
    );
    expect(field.safeParse('twelve').error?.issues[0]?.message).toBe(letterMessages.amountInvalid);
    expect(field.safeParse('12.50').success).toBe(true);
  });

  it('accepts an empty optional amount but not a wrong one', () => {
    expect(optionalAmountText.safeParse('').success).toBe(true);
    expect(optionalAmountText.safeParse('12,5').error?.issues[0]?.message).toBe(
      letterMessages.amountInvalid,
    );
  });
});
