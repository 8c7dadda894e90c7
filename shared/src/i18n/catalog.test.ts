import { catalogProblems } from './catalog';

describe('catalogProblems', () => {
  it('finds nothing wrong in a faithful translation', () => {
    expect(
      catalogProblems(
        { a: 'Step {{step}} of {{total}}', b: { c: 'Menu' } },
        { a: 'Étape {{step}} sur {{total}}', b: { c: 'Menu' } },
      ),
    ).toEqual([]);
  });

  it('names keys on one side only, empty texts, shape and placeholder differences', () => {
    expect(
      catalogProblems(
        { a: 'A', b: 'B {{minutes}}', c: { d: 'D' }, e: 'E', g: 'G' },
        { a: ' ', b: 'B', c: 'C', f: 'F', g: 'G' },
      ),
    ).toEqual([
      'a: empty',
      'b: placeholders differ',
      'c: a text on one side only',
      'e: missing from the translation',
      'f: only in the translation',
    ]);
  });
});
