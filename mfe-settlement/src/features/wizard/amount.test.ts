import { parseAmount } from './amount';

describe('parseAmount', () => {
  it.each([
    ['1250', 1250],
    ['1250.5', 1250.5],
    ['1250.50', 1250.5],
    ['0.1', 0.1],
    ['.75', 0.75],
    ['1250.', 1250],
    ['  $1,250.99 ', 1250.99],
    ['$ 980', 980],
    ['10,000,000', 10_000_000],
    ['0', 0],
  ])('reads %j as %d dollars', (typed, amount) => {
    expect(parseAmount(typed)).toBe(amount);
  });

  it.each([
    '',
    '   ',
    '$',
    '.',
    '-5',
    '12.345',
    '1,2',
    '12,34.5',
    '1.2.3',
    '12a',
    '1e3',
    '10000000.01',
  ])('refuses %j', (typed) => {
    expect(parseAmount(typed)).toBeNull();
  });
});
