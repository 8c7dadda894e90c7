import { amountOrZero, isMoneyAmount, parseDecimal } from './amounts';

describe('parseDecimal', () => {
  it.each([
    ['1234.56', 1234.56],
    ['  80 ', 80],
    ['0.5', 0.5],
    ['.75', 0.75],
    ['12.', 12],
    ['$1,234.50', 1234.5],
    ['-20', -20],
  ])('reads %j as %d', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });

  it.each(['', 'abc', '12abc', '1.2.3', '$', '1e3', 'twelve'])('finds no number in %j', (input) => {
    expect(parseDecimal(input)).toBeNull();
  });
});

describe('isMoneyAmount', () => {
  it('accepts 0 to 10,000,000 with at most 2 decimals', () => {
    expect(isMoneyAmount(0)).toBe(true);
    expect(isMoneyAmount(1234.56)).toBe(true);
    expect(isMoneyAmount(10_000_000)).toBe(true);
    expect(isMoneyAmount(1.234)).toBe(false);
    expect(isMoneyAmount(-1)).toBe(false);
    expect(isMoneyAmount(10_000_000.01)).toBe(false);
  });
});

describe('amountOrZero', () => {
  it('parses a decimal and falls back to 0 when the text is not numeric', () => {
    expect(amountOrZero('950.25')).toBe(950.25);
    expect(amountOrZero('about a thousand')).toBe(0);
  });
});
