import { amountOrZero, isMoneyAmount, parseDecimal, parseMoney } from './money';

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

describe('amounts as English and French write them (issue 15)', () => {
  it.each([
    ['1234.56', 1234.56],
    ['$1,234.56', 1234.56],
    ['1 234,56', 1234.56],
    ['1\u00a0234,56\u00a0$', 1234.56],
    ['1\u202f234,56 $', 1234.56],
    ['1234,56', 1234.56],
    ['1,234', 1234],
    ['12,345', 12345],
    ['1 234', 1234],
    ['1.234,56', 1234.56],
    ['1,5', 1.5],
    ['12,34', 12.34],
    [',75', 0.75],
    ['1 000 000', 1_000_000],
    ['2 500,00 $', 2500],
  ])('reads %j as %d dollars, whatever the language of the page', (input, amount) => {
    expect(parseMoney(input)).toBe(amount);
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

describe('parseMoney', () => {
  it.each([
    ['1250', 1250],
    ['1250.5', 1250.5],
    ['1250.05', 1250.05],
    ['1250.50', 1250.5],
    [' 0.10 ', 0.1],
    ['0.1', 0.1],
    ['.75', 0.75],
    ['1250.', 1250],
    ['1,234.56', 1234.56],
    ['$1,234', 1234],
    ['$ 99.99', 99.99],
    ['  $1,250.99 ', 1250.99],
    ['$ 980', 980],
    ['10,000,000', 10_000_000],
    ['0', 0],
    ['10000000', 10_000_000],
  ])('reads %j as %d dollars', (input, amount) => {
    expect(parseMoney(input)).toBe(amount);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12a',
    '-5',
    '1.234',
    '12.345',
    '0,125',
    '12,34.5',
    '1 2345',
    '1 234.567,8',
    '1.234.56',
    '1,2345.00',
    '1.2.3',
    '1e3',
    '$',
    '.',
    '10000000.01',
  ])('refuses %j', (input) => {
    expect(parseMoney(input)).toBeNull();
  });
});
